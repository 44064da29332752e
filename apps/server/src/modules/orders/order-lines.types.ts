import type { Db } from '../../db/client'
import type { AppError } from '../../lib/errors'
import type { Language, Localized } from '../../lib/texts'

/** What a buyer asks to order: a kind, the thing's id in its own module, and how many. */
export type OrderLineRequest = { kind: string; referenceId: string; quantity: number }

/** A line as stored on `order_items`: name, picture and price fixed at purchase. */
export type StoredOrderLine = {
  kind: string
  referenceId: string
  name: string
  imageUrl: string | null
  quantity: number
  priceAtPurchaseCents: number
}

/** The order a line belongs to, as the fulfilment steps need it. */
export type PaidOrderContext = { orderId: string; userId: string }

/**
 * One kind of thing an order can sell (products, event tickets, food, ...). The kind's own module prices
 * it, takes its capacity, gives it back and says how it reads; checkout registers every kind in one place
 * (docs/decisions/011). Every capacity call runs inside the order's transaction (`tx`): a short line throws
 * a coded error, and the whole order rolls back.
 */
export type OrderLineKind = {
  kind: string
  /**
   * Prices the requested lines from the kind's own records (never from the browser) and takes their
   * capacity with conditional updates. Throws the kind's coded error when one is missing or short.
   */
  take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]>
  /** Puts these lines' capacity back (cancellation, expiry). */
  release(tx: Db, lines: StoredOrderLine[]): Promise<void>
  /** Takes these lines' capacity again (a late payment, an admin reopening); false when it is gone. */
  retake(tx: Db, lines: StoredOrderLine[]): Promise<boolean>
  /** Whether the kind is delivered to an address (a receipt then shows shipping). */
  ships: boolean
  /** How a line reads on a receipt and in My activity. */
  describe(line: StoredOrderLine): string
  /**
   * Whether the order may be paid yet: an error to refuse the payment with (a prescription-only medicine
   * whose prescription the pharmacy has not approved), or null. Checked when a payment starts.
   */
  paymentBlocker?(tx: Db, orderId: string, lines: StoredOrderLine[]): Promise<AppError | null>
  /** How long an unpaid order of these lines is held, when longer than the shop's (waiting for a pharmacist). */
  reservationMinutes?(lines: StoredOrderLine[]): number | null
  /** After the money is in: the kind's own fulfilment (empty the cart of bought products, issue tickets). */
  fulfil?(order: PaidOrderContext, lines: StoredOrderLine[]): Promise<void>
  /**
   * Whether lines of this kind may total zero (a free event). An order of such lines only, at zero, needs no
   * payment: checkout confirms it when it is placed (move `confirmed_free`) and runs the paid order's jobs.
   */
  free?: boolean
  /** The buyer's notice once paid, when the kind words it ("Your event tickets have been confirmed."). */
  paidNotice?: { title: Localized; message: Localized }
  /** More lines for the receipt e-mail (ticket codes); may fulfil first, as fulfil is safe to repeat. */
  receipt?(order: PaidOrderContext, lines: StoredOrderLine[], language: Language): Promise<string[]>
  /** An admin cancelled the order (its capacity given back): undo what fulfil issued (void the tickets). */
  cancelled?(tx: Db, order: PaidOrderContext, lines: StoredOrderLine[]): Promise<void>
  /** An admin reopened a cancelled order (its capacity taken again): restore what `cancelled` undid. */
  reopened?(tx: Db, order: PaidOrderContext, lines: StoredOrderLine[]): Promise<void>
}
