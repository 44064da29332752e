import type { OrderStatus } from '@soko/shared/orders/order.constants'

/**
 * Every way an order's state may change, with the statuses it may change from: the one list checkout
 * applies (docs/decisions/011). Each move is one conditional UPDATE guarded by `from` (and, where noted,
 * by the payment fields), so two racing moves never both win.
 *
 * - placed: a new order, its lines' capacity taken, unpaid until `reserved_until`.
 * - payment_started: a provider was asked; with a hold, the order neither expires nor is cancelled meanwhile.
 * - payment_failed: the attempt ended without money; the hold is lifted.
 * - paid: the provider confirmed the money (pending, unpaid).
 * - confirmed_free: an order of free lines only (a free event), total zero: confirmed as it is placed, in the
 *   same transaction, with nothing to pay (decision 013).
 * - paid_late: money for an order that had expired or been cancelled, whose capacity could be taken again.
 * - refund_due: money for a cancelled order whose capacity is gone: it stays cancelled, the money is owed back.
 * - paid_in_place: money for an unpaid order an admin had already moved on (processing, completed): recorded,
 *   the status kept.
 * - expired: unpaid past the reservation with no payment in flight; capacity released.
 * - cancelled: the customer cancels an unpaid order with no payment in flight; capacity released.
 * - admin_cancelled: an admin cancels from any open status; capacity released unless delivered; paid means refund due.
 * - admin_reopened: an admin moves a cancelled order back; capacity taken again or refused.
 * - admin_status: an admin moves an open order between pending, paid, processing and completed.
 * - provider_processing: the provider of a paid order's lines took it on (a restaurant accepted a food order).
 * - provider_completed: the provider delivered it (the food order was delivered).
 * - provider_rejected: the provider refused a paid order: cancelled, its capacity released, refund due
 *   (decision 019).
 */
export const orderMoves = {
  placed: { from: [], to: 'pending' },
  payment_started: { from: ['pending'], to: 'pending' },
  payment_failed: { from: ['pending'], to: 'pending' },
  paid: { from: ['pending'], to: 'paid' },
  confirmed_free: { from: ['pending'], to: 'paid' },
  paid_late: { from: ['cancelled'], to: 'paid' },
  refund_due: { from: ['cancelled'], to: 'cancelled' },
  paid_in_place: { from: ['paid', 'processing', 'completed'], to: null },
  expired: { from: ['pending'], to: 'cancelled' },
  cancelled: { from: ['pending'], to: 'cancelled' },
  admin_cancelled: { from: ['pending', 'paid', 'processing', 'completed'], to: 'cancelled' },
  admin_reopened: { from: ['cancelled'], to: null },
  admin_status: { from: ['pending', 'paid', 'processing', 'completed'], to: null },
  provider_processing: { from: ['paid', 'processing'], to: 'processing' },
  provider_completed: { from: ['paid', 'processing'], to: 'completed' },
  provider_rejected: { from: ['paid', 'processing'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus | null }>

export type OrderMove = keyof typeof orderMoves

/** Whether `move` may start from `status` (`to: null` moves take their target from the admin). */
export const canMove = (move: OrderMove, status: string) =>
  (orderMoves[move].from as readonly string[]).includes(status)

/** Which move an admin's status change is. */
export function adminMoveFor(current: string, target: OrderStatus): OrderMove | null {
  if (current === target) return null
  if (target === 'cancelled') return 'admin_cancelled'
  if (current === 'cancelled') return 'admin_reopened'
  return 'admin_status'
}
