import { cartMessages } from '@soko/shared/cart/cart.schema'
import { orderMessages } from '@soko/shared/orders/order.constants'
import { AppError, codedError } from '../../lib/errors'

export const orderNotFound = codedError('orders.not_found', 404, 'Order not found.')
export const orderProductNotFound = codedError('orders.product_not_found', 404, cartMessages.productNotFound)
export const orderTotalNotPositive = codedError('orders.total_not_positive', 400, orderMessages.totalPositive)
/** The spec's "Order failed: <message>", naming the product that ran short. */
export const insufficientStock = (name: string, left: number) =>
  new AppError(
    'orders.insufficient_stock',
    409,
    orderMessages.orderFailed(left > 0 ? cartMessages.onlyLeft(name, left) : cartMessages.outOfStock(name)),
  )
export const orderNotCancellable = codedError(
  'orders.not_cancellable',
  409,
  'This order has been paid and can no longer be cancelled.',
)
export const paymentInProgress = codedError(
  'orders.payment_in_progress',
  409,
  'A payment for this order is in progress. Please wait for it to finish.',
)
export const badOrderCursor = codedError('orders.bad_cursor', 400, 'Invalid page cursor.')
