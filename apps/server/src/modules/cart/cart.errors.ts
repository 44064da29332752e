import { cartMessages } from '@soko/shared/cart/cart.schema'
import { AppError, codedError } from '../../lib/errors'

export const cartLineNotFound = codedError('cart.line_not_found', 404, 'This item is not in your cart.')
export const outOfStock = (name: string) =>
  new AppError('cart.out_of_stock', 409, cartMessages.outOfStock(name))
export const notEnoughStock = (name: string, stock: number) =>
  new AppError('cart.not_enough_stock', 409, cartMessages.onlyLeft(name, stock))
