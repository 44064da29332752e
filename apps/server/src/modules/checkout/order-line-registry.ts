import { codedError } from '../../lib/errors'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'

export const unknownLineKind = codedError('orders.unknown_line_kind', 400, 'This item cannot be ordered.')

/** Every kind of order line the checkout sells, registered once in app.ts. */
export function createOrderLineRegistry(kinds: OrderLineKind[]) {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]))
  if (byKind.size !== kinds.length) throw new Error('an order line kind is registered twice')

  function get(kind: string) {
    const found = byKind.get(kind)
    if (!found) throw unknownLineKind()
    return found
  }

  /** Lines grouped by kind, kinds in a fixed order (so concurrent orders take capacity in one order). */
  function grouped<T extends { kind: string }>(lines: T[]) {
    const groups = new Map<string, T[]>()
    for (const line of lines) groups.set(line.kind, [...(groups.get(line.kind) ?? []), line])
    return [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([kind, of]) => ({ kind: get(kind), lines: of }))
  }

  return {
    get,
    kinds: () => [...byKind.values()],

    /** Prices and takes every line's capacity; the first short line throws (the caller rolls back). */
    async take(tx: Parameters<OrderLineKind['take']>[0], lines: OrderLineRequest[]) {
      const stored: StoredOrderLine[] = []
      for (const group of grouped(lines)) stored.push(...(await group.kind.take(tx, group.lines)))
      return stored
    },

    async release(tx: Parameters<OrderLineKind['release']>[0], lines: StoredOrderLine[]) {
      for (const group of grouped(lines)) await group.kind.release(tx, group.lines)
    },

    /** Takes every line's capacity again; false when one kind cannot (the caller rolls back the others). */
    async retake(tx: Parameters<OrderLineKind['retake']>[0], lines: StoredOrderLine[]) {
      for (const group of grouped(lines)) if (!(await group.kind.retake(tx, group.lines))) return false
      return true
    },

    ships: (lines: StoredOrderLine[]) => lines.some((line) => get(line.kind).ships),
    /** Whether these lines may be ordered at no cost (every kind says so). */
    free: (lines: { kind: string }[]) =>
      lines.length > 0 && lines.every((line) => get(line.kind).free === true),
    /** The paid notice of the first kind that words one, if any. */
    paidNotice: (lines: StoredOrderLine[]) =>
      grouped(lines).find((group) => group.kind.paidNotice)?.kind.paidNotice,
    /** Each kind's own after-cancel (or after-reopen) step, in the caller's transaction. */
    async each(
      step: 'cancelled' | 'reopened',
      tx: Parameters<OrderLineKind['take']>[0],
      order: { orderId: string; userId: string },
      lines: StoredOrderLine[],
    ) {
      for (const group of grouped(lines)) await group.kind[step]?.(tx, order, group.lines)
    },
    describe: (line: StoredOrderLine) => get(line.kind).describe(line),
    /** The first kind's reason this order cannot be paid yet, or null. */
    async paymentBlocker(
      tx: Parameters<OrderLineKind['take']>[0],
      orderId: string,
      lines: StoredOrderLine[],
    ) {
      for (const group of grouped(lines)) {
        const blocked = await group.kind.paymentBlocker?.(tx, orderId, group.lines)
        if (blocked) return blocked
      }
      return null
    },
    /** The longest hold any kind asks for these lines, at least `minutes`. */
    reservationMinutes: (lines: StoredOrderLine[], minutes: number) =>
      Math.max(minutes, ...grouped(lines).map((group) => group.kind.reservationMinutes?.(group.lines) ?? 0)),
  }
}
export type OrderLineRegistry = ReturnType<typeof createOrderLineRegistry>
