import { foodOrderSteps, type FoodOrder, type FoodOrderStatus } from './food-types'

export type StepState = 'done' | 'current' | 'upcoming'

export interface TrackerView {
  /** placed, accepted, preparing, on the way, delivered, each done, current or still to come. */
  steps: { status: (typeof foodOrderSteps)[number]; state: StepState; at: string | null }[]
  /** The order ended early: rejected by the restaurant, or cancelled (unpaid and expired). */
  ended: 'rejected' | 'cancelled' | null
  awaitingPayment: boolean
}

/** Where an order stands on the five steps, with the time each was reached from its history. */
export function trackerView(order: Pick<FoodOrder, 'status' | 'history'>): TrackerView {
  const status: FoodOrderStatus = order.status
  const at = (step: FoodOrderStatus) => {
    const entries = order.history.filter((entry) => entry.status === step)
    return entries.at(-1)?.at ?? null
  }
  const reached = (foodOrderSteps as readonly string[]).indexOf(status)
  // A rejected or cancelled order keeps the steps it had reached before it ended.
  const lastReached =
    reached >= 0 ? reached : Math.max(-1, ...foodOrderSteps.map((step, index) => (at(step) ? index : -1)))
  const ended = status === 'rejected' || status === 'cancelled' ? status : null
  const steps = foodOrderSteps.map((step, index) => ({
    status: step,
    state: (index < lastReached || (index === lastReached && (ended !== null || step === 'delivered'))
      ? 'done'
      : index === lastReached
        ? 'current'
        : 'upcoming') as StepState,
    at: index <= lastReached ? at(step) : null,
  }))
  return { steps, ended, awaitingPayment: status === 'awaiting_payment' }
}
