import { foodMessages as m } from '@soko/shared/food/food.constants'
import { AppError, codedError } from '../../lib/errors'

export const restaurantNotFound = codedError('food.restaurant_not_found', 404, m.restaurantNotFound)
export const restaurantClosed = codedError('food.restaurant_closed', 409, m.restaurantClosed)
export const dishNotFound = codedError('food.dish_not_found', 404, m.dishNotFound)
export const dishesFromOneRestaurant = codedError('food.one_restaurant', 409, m.dishesFromOneRestaurant)
export const notRestaurantOwner = codedError('food.not_restaurant_owner', 403, m.notRestaurantOwner)
export const foodOrderNotFound = codedError('food.order_not_found', 404, 'Order not found.')
export const emptyBasket = codedError('food.empty_basket', 400, m.emptyBasket)

// Messages with a name or an amount inside: their Swahili is a pattern (lib/error-texts.ts).
export const dishUnavailable = (name: string) =>
  new AppError('food.dish_unavailable', 409, m.dishUnavailable(name))
export const notEnoughPortions = (name: string, left: number) =>
  new AppError('food.not_enough_portions', 409, m.notEnoughPortions(name, left), {
    portions_left: String(left),
  })
/** `minimum` and `missing` as formatMoney writes them (KSh 1,250). */
export const belowMinimum = (minimum: string, missing: string) =>
  new AppError('food.below_minimum', 409, m.belowMinimum(minimum, missing))
/** `from` and `to` as the status labels read (Order placed, Preparing). */
export const moveNotAllowed = (from: string, to: string) =>
  new AppError('food.move_not_allowed', 409, m.moveNotAllowed(from, to))
