// Plain values without zod, so a screen that needs only these does not load zod.

/** An order's life: pending (placed, stock reserved, unpaid), paid, then the fulfilment states of 001 section 4. */
export const orderStatuses = ['pending', 'paid', 'processing', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** Whether the money has arrived; moved only on the provider's word (M-Pesa callback or query, PayPal capture). */
export const paymentStatuses = ['pending', 'paid', 'failed'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** The payment chooser's methods (000 section 4); stripe is shown disabled, "Coming Soon". */
export const paymentMethods = ['mpesa', 'paypal', 'stripe'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  stripe: 'Stripe',
}

/** What an order line sells. Products today; event tickets and food plug in later with their own kind. */
export const orderLineKinds = ['product', 'event_ticket', 'food', 'medication'] as const
export type OrderLineKind = (typeof orderLineKinds)[number]

/** Entries of an order's status timeline, oldest first. */
export const orderEvents = [
  'placed',
  'payment_started',
  'payment_failed',
  'paid',
  'cancelled',
  'expired',
  'processing',
  'completed',
] as const
export type OrderEvent = (typeof orderEvents)[number]

export * from './order.messages'

/** How many orders a page of GET /api/orders holds by default. */
export const ORDERS_PAGE_SIZE = 20
