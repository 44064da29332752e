import { formatMoney } from '@soko/shared/money/format-money'
import { orderNumber, paymentMethodLabels } from '@soko/shared/orders/order.constants'
import type { PlaceOrderInput } from '@soko/shared/orders/order.schema'
import { paymentMessages } from '@soko/shared/payments/payment.constants'
import type { FastifyBaseLogger } from 'fastify'
import type { CartService } from '../cart/cart.service'
import type { MailService } from '../mail/mail.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { OrdersService, PaymentProof } from '../orders/orders.service'

type OrderRow = Awaited<ReturnType<OrdersService['markPaid']>>['order']
type ItemRow = Awaited<ReturnType<OrdersService['itemsOf']>>[number]

function receiptText(order: OrderRow, items: ItemRow[], siteUrl: string) {
  const method =
    order.paymentMethod === 'paypal' || order.paymentMethod === 'mpesa' ? order.paymentMethod : null
  const reference = order.mpesaReceiptNumber
    ? `receipt ${order.mpesaReceiptNumber}`
    : order.paypalCaptureId
      ? `capture ${order.paypalCaptureId}`
      : `reference ${order.transactionId ?? '-'}`
  return [
    'Hello,',
    '',
    `${paymentMessages.success}`,
    '',
    `Order ${orderNumber(order.id)}, paid ${order.paidAt?.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...items.map(
      (item) =>
        `  ${item.quantity} x ${item.name} @ ${formatMoney(item.priceAtPurchaseCents)} = ${formatMoney(item.priceAtPurchaseCents * item.quantity)}`,
    ),
    '',
    `Shipping: Free`,
    `Total: ${formatMoney(order.totalAmountCents)}`,
    `Paid with ${method ? paymentMethodLabels[method] : 'another method'}, ${reference}`,
    '',
    ...(order.shippingAddress ? [`Shipping to: ${order.shippingAddress}, ${order.shippingCity ?? ''}`] : []),
    `Contact: ${order.contactPhone}, ${order.contactEmail}`,
    '',
    `View your order: ${siteUrl}/orders/${order.id}`,
    '',
    "Soko, Africa's Smart Marketplace",
  ].join('\n')
}

/**
 * The one place that coordinates cart, orders, payments and notifications (STYLE.md): it turns a cart into
 * an order, and turns a provider's confirmation into a paid order, an emptied cart, a notification and an
 * e-mail receipt.
 */
export function createCheckoutService({
  orders,
  cart,
  notifications,
  mail,
  log,
  siteUrl,
}: {
  orders: OrdersService
  cart: CartService
  notifications: NotificationsService
  mail: MailService
  log: FastifyBaseLogger
  siteUrl: string
}) {
  /** Side effects after the money is in: each is tried on its own, none may undo the payment. */
  async function afterPaid(order: OrderRow) {
    const items = await orders.itemsOf(order.id)
    const steps: [string, () => Promise<unknown>][] = [
      [
        'cart',
        () =>
          cart.removeProducts(
            order.userId,
            items.flatMap((item) => (item.productId ? [item.productId] : [])),
          ),
      ],
      [
        'notification',
        () =>
          notifications.notify(order.userId, {
            type: 'success',
            title: paymentMessages.successTitle,
            message: paymentMessages.success,
            actionUrl: `/orders/${order.id}`,
          }),
      ],
      [
        'receipt',
        () =>
          mail.send({
            to: order.contactEmail,
            subject: `Your Soko receipt for order ${orderNumber(order.id)}`,
            text: receiptText(order, items, siteUrl),
          }),
      ],
    ]
    for (const [name, step] of steps) {
      try {
        await step()
      } catch (err) {
        log.error({ err, orderId: order.id, step: name }, 'after-payment step failed')
      }
    }
  }

  return {
    /** POST /api/orders: the lines sent, or else the user's server cart. Browser prices are never used. */
    async placeOrder(userId: string, input: PlaceOrderInput, idempotencyKey?: string) {
      const { items, ...details } = input
      const lines = items
        ? items.map((item) => ({
            kind: 'product' as const,
            productId: item.product_id,
            quantity: item.quantity,
          }))
        : (await cart.get(userId)).items.map((line) => ({
            kind: 'product' as const,
            productId: line.product_id,
            quantity: line.quantity,
          }))
      return orders.place(
        userId,
        { details, lines },
        idempotencyKey ? { key: idempotencyKey, body: input } : undefined,
      )
    },

    /** A provider confirmed a payment (callback, query or capture). Safe to call more than once. */
    async paymentSucceeded(orderId: string, proof: PaymentProof) {
      const result = await orders.markPaid(orderId, proof)
      if (result.outcome === 'paid') {
        if (result.lateAfterCancel)
          log.warn({ orderId, proof }, 'payment arrived after cancellation; order revived')
        await afterPaid(result.order)
      } else if (
        result.outcome === 'already_paid' &&
        result.order.transactionId !== proof.reference &&
        !proof.attemptRefs?.includes(result.order.transactionId ?? '')
      ) {
        // Paid twice (say PayPal, then a late M-Pesa success): the second payment is kept on record for a refund.
        log.error(
          { orderId, proof, paidWith: result.order.transactionId },
          'second payment for a paid order: refund due',
        )
      } else if (result.outcome === 'refund_due') {
        log.error(
          { orderId, proof },
          'payment received for a cancelled order whose stock is gone: refund due',
        )
        await notifications
          .notify(result.order.userId, {
            type: 'warning',
            title: 'Payment received for a cancelled order',
            message: `We received your payment for order ${orderNumber(orderId)} after it was cancelled. It will be refunded.`,
            actionUrl: `/orders/${orderId}`,
          })
          .catch((err: unknown) => log.error({ err, orderId }, 'refund notification failed'))
      }
      return result
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>
