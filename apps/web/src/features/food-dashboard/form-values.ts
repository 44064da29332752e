import {
  cuisines,
  DISH_PORTIONS_MAX,
  DISH_PRICE_MAX,
  RESTAURANT_FEE_MAX,
  RESTAURANT_MINIMUM_MAX,
  RESTAURANT_TIME_MAX,
  type Cuisine,
} from '@soko/shared/food/food.constants'
import type { MenuItem, MenuItemBody, OwnerRestaurant, RestaurantBody } from './api/food-dashboard-types'
import { hoursInput, type HoursRow } from './hours'

// The restaurant and dish forms' values as the inputs hold them (strings), the checks the browser makes
// before sending (the server checks again with the shared schemas and has the last word), and the bodies.
// Plain functions rather than zod, so the forms add nothing heavy to the dashboard's first load.

export interface RestaurantFormValues {
  name: string
  description: string
  cuisine_type: Cuisine | ''
  address: string
  phone: string
  delivery_fee: string
  delivery_time_minutes: string
  minimum_order: string
  is_active: boolean
}

export function restaurantFormValues(restaurant: OwnerRestaurant | null): RestaurantFormValues {
  return {
    name: restaurant?.name ?? '',
    description: restaurant?.description ?? '',
    cuisine_type:
      restaurant && (cuisines as readonly string[]).includes(restaurant.cuisine_type)
        ? restaurant.cuisine_type
        : '',
    address: restaurant && restaurant.address !== 'Kenya' ? restaurant.address : '',
    phone: restaurant?.phone ?? '',
    delivery_fee: restaurant ? String(restaurant.delivery_fee) : '0',
    delivery_time_minutes: restaurant ? String(restaurant.delivery_time_minutes) : '30',
    minimum_order: restaurant ? String(restaurant.minimum_order) : '0',
    is_active: restaurant?.is_active ?? true,
  }
}

const amount = /^\d+(\.\d{1,2})?$/
const whole = /^\d+$/

/** KSh from 0 to `max`, at most two decimals. */
export const validAmount = (value: string, max: number) => amount.test(value.trim()) && Number(value) <= max
/** A whole number from `min` to `max`. */
export const validWhole = (value: string, min: number, max: number) =>
  whole.test(value.trim()) && Number(value) >= min && Number(value) <= max

export const validRestaurantName = (value: string) => value.trim().length >= 2
export const validFee = (value: string) => validAmount(value, RESTAURANT_FEE_MAX)
export const validMinimum = (value: string) => validAmount(value, RESTAURANT_MINIMUM_MAX)
export const validDeliveryTime = (value: string) => validWhole(value, 5, RESTAURANT_TIME_MAX)

export function restaurantBody(values: RestaurantFormValues, hours: readonly HoursRow[]): RestaurantBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    cuisine_type: values.cuisine_type,
    address: values.address.trim(),
    phone: values.phone.trim() || null,
    delivery_fee: Number(values.delivery_fee),
    delivery_time_minutes: Number(values.delivery_time_minutes),
    minimum_order: Number(values.minimum_order),
    is_active: values.is_active,
    hours: hoursInput(hours),
  }
}

export interface DishFormValues {
  name: string
  description: string
  category: string
  price: string
  portions_left: string
  is_available: boolean
}

export function dishFormValues(dish: MenuItem | null): DishFormValues {
  return {
    name: dish?.name ?? '',
    description: dish?.description ?? '',
    category: dish?.category ?? '',
    price: dish ? String(dish.price) : '',
    portions_left: dish?.portions_left == null ? '' : String(dish.portions_left),
    is_available: dish?.is_available ?? true,
  }
}

/** Above 0, at most the dish price limit. */
export const validDishPrice = (value: string) => validAmount(value, DISH_PRICE_MAX) && Number(value) > 0
/** Empty is unlimited; else a whole number of portions. */
export const validPortions = (value: string) => value.trim() === '' || validWhole(value, 0, DISH_PORTIONS_MAX)

export function dishBody(values: DishFormValues): MenuItemBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    price: Number(values.price),
    is_available: values.is_available,
    portions_left: values.portions_left.trim() === '' ? null : Number(values.portions_left),
  }
}

/** The menu's categories, in the order they first appear, for the category field's suggestions. */
export function menuCategories(items: readonly Pick<MenuItem, 'category'>[]) {
  return [...new Set(items.map((item) => item.category.trim()).filter(Boolean))]
}

/**
 * Dishes grouped by category (categories by name, dishes by name within), in the order a reader expects of
 * names. The menu tab is never the dashboard's first render, so its collator does not hold up the start.
 */
/* eslint-disable no-restricted-syntax */
export function dishesByCategory<T extends Pick<MenuItem, 'category' | 'name'>>(items: readonly T[]) {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, dishes]) => ({
      category,
      dishes: [...dishes].sort((a, b) => a.name.localeCompare(b.name)),
    }))
}
/* eslint-enable no-restricted-syntax */
