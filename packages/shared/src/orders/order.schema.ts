import { z } from 'zod'

import { cartMessages } from '../cart/cart.schema'
import { emailSchema } from '../common/email'
import { orderEvents, orderMessages, orderStatuses, paymentMethods, paymentStatuses } from './order.constants'

export * from './order.constants'

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message)

/** Shipping for product orders: address and city (000 section 5). */
export const shippingSchema = z.object({
  shipping_address: required(orderMessages.shippingRequired, 500),
  shipping_city: required(orderMessages.shippingRequired, 100),
})

/** Contact for every order: phone and e-mail (000 section 5). */
export const contactSchema = z.object({
  contact_phone: required(orderMessages.contactRequired, 30),
  contact_email: required(orderMessages.contactRequired, 254).pipe(emailSchema),
})

/** The checkout form: shipping and contact. */
export const checkoutDetailsSchema = shippingSchema.extend(contactSchema.shape)
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>

/** A product line the browser asks for. Its price, if sent, is ignored: the server prices every line. */
export const placeOrderItemSchema = z.object({
  product_id: z.string({ error: cartMessages.invalidProduct }).pipe(z.uuid(cartMessages.invalidProduct)),
  quantity: z.coerce.number().int().min(1).max(999),
  price_at_purchase: z.number().optional(),
})

/**
 * POST /api/orders. Without `items`, the signed-in user's server cart is ordered. Send an
 * `Idempotency-Key` header (one per Proceed to Payment click) so a retry never makes a second order.
 */
export const placeOrderSchema = checkoutDetailsSchema.extend({
  items: z.array(placeOrderItemSchema).max(100).optional(),
})
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>

export const orderItemSchema = z.object({
  id: z.string(),
  /** One of `orderLineKinds` in the app; the server answers whatever kind its registry holds. */
  kind: z.string(),
  /** Set for product lines. */
  product_id: z.string().nullable(),
  /** The event, ticket type or menu item a non-product line refers to. */
  reference_id: z.string().nullable(),
  name: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  /** KSh, as the spec's price_at_purchase. */
  price_at_purchase: z.number(),
  price_at_purchase_cents: z.number().int(),
  line_total_cents: z.number().int(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderTimelineEntrySchema = z.object({
  event: z.enum(orderEvents),
  note: z.string().nullable(),
  created_at: z.string(),
})
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

export const orderSchema = z.object({
  id: z.string(),
  /** What people read aloud and type: `SK-7KQ2-M9XD` (issue 20); `id` stays the key. */
  reference: z.string(),
  user_id: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  /** The method of the payment that paid the order (or of the latest attempt); null before any. */
  payment_method: z.enum(paymentMethods).nullable(),
  /** The provider's reference of the paying transaction: M-Pesa receipt number or PayPal capture id. */
  transaction_id: z.string().nullable(),
  /** What the payer's statement shows (M-Pesa receipt, PayPal capture id), whatever the method. */
  payment_receipt: z.string().nullable(),
  mpesa_receipt_number: z.string().nullable(),
  paypal_capture_id: z.string().nullable(),
  /** KSh, as the spec's total amount. */
  total_amount: z.number(),
  total_amount_cents: z.number().int(),
  /** Whole shillings an M-Pesa payment of this order must ask for (the total rounded up). */
  mpesa_amount: z.number().int(),
  currency: z.literal('KES'),
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  contact_phone: z.string(),
  contact_email: z.string(),
  items: z.array(orderItemSchema),
  item_count: z.number().int(),
  /** An unpaid order is cancelled and its stock released after this moment. */
  reserved_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>

/** GET /api/orders/:id adds the status timeline. */
export const orderDetailSchema = orderSchema.extend({ timeline: z.array(orderTimelineEntrySchema) })
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(64).optional(),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  next_cursor: z.string().nullable(),
})
export type OrderPage = z.infer<typeof orderPageSchema>
