import { describe, expect, it } from 'vitest'
import { trackerView } from './food-order-steps'
import type { FoodOrderHistoryEntry, FoodOrderStatus } from './food-types'

const entry = (status: FoodOrderStatus, at: string): FoodOrderHistoryEntry => ({ status, note: null, at })
const states = (status: FoodOrderStatus, history: FoodOrderHistoryEntry[] = []) =>
  trackerView({ status, history }).steps.map((step) => step.state)

describe('the food order steps', () => {
  it('before payment no step is reached', () => {
    const view = trackerView({ status: 'awaiting_payment', history: [] })
    expect(view.awaitingPayment).toBe(true)
    expect(view.steps.every((step) => step.state === 'upcoming')).toBe(true)
  })

  it('placed is the current step, with the time it was reached', () => {
    const view = trackerView({ status: 'placed', history: [entry('placed', '2030-05-06T09:00:00Z')] })
    expect(view.steps.map((step) => step.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    expect(view.steps[0]!.at).toBe('2030-05-06T09:00:00Z')
  })

  it('on the way: the three before are done', () => {
    expect(states('on_the_way')).toEqual(['done', 'done', 'done', 'current', 'upcoming'])
  })

  it('delivered: every step is done', () => {
    expect(states('delivered')).toEqual(['done', 'done', 'done', 'done', 'done'])
  })

  it('rejected after acceptance keeps the steps reached and ends the order', () => {
    const view = trackerView({
      status: 'rejected',
      history: [entry('placed', '2030-05-06T09:00:00Z'), entry('accepted', '2030-05-06T09:02:00Z')],
    })
    expect(view.ended).toBe('rejected')
    expect(view.steps.map((step) => step.state)).toEqual(['done', 'done', 'upcoming', 'upcoming', 'upcoming'])
  })

  it('an unpaid order that expired is cancelled with nothing reached', () => {
    const view = trackerView({ status: 'cancelled', history: [] })
    expect(view.ended).toBe('cancelled')
    expect(view.steps.every((step) => step.state === 'upcoming')).toBe(true)
  })
})
