import type { Cart } from '@soko/shared/cart/cart.schema'
import type { Order } from '@soko/shared/orders/order.schema'
import type { ReactNode } from 'react'

/** The server cart as the checkout reads it (the route hands it over: features never import each other). */
export interface CheckoutCartQuery {
  data: Pick<Cart, 'items' | 'subtotal'> | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/** The order the payment step collects for. */
export interface CheckoutOrder {
  id: string
  totalCents: number
  mpesaAmount: number
  isEventBooking: boolean
  /** The phone to offer for M-Pesa. */
  contactPhone: string
}

/** Renders the payment chooser for an order (the route composes the payments feature in). */
export type RenderPayment = (order: CheckoutOrder) => ReactNode

export function toCheckoutOrder(order: Order, isEventBooking: boolean): CheckoutOrder {
  return {
    id: order.id,
    totalCents: order.total_amount_cents,
    mpesaAmount: order.mpesa_amount,
    isEventBooking: isEventBooking || order.items.some((item) => item.kind === 'event_ticket'),
    contactPhone: order.contact_phone,
  }
}
