// The restaurant owner's API shapes: the server's schemas (packages/shared/src/food/food.schema.ts), imported
// as types only, so nothing of zod reaches the browser with the dashboard (decision 005).
export type {
  KitchenMoveInput,
  KitchenOrder,
  MenuItem,
  MenuItemInput,
  OpeningHours,
  OwnerRestaurant,
  RestaurantInput,
} from '@soko/shared/food/food.schema'

/** What the restaurant form sends (POST whole; PATCH any part). */
export interface RestaurantBody {
  name: string
  description: string
  cuisine_type: string
  address: string
  phone: string | null
  delivery_fee: number
  delivery_time_minutes: number
  minimum_order: number
  is_active: boolean
  hours: { day: number; opens: string; closes: string }[]
}

/** What the dish form sends. */
export interface MenuItemBody {
  name: string
  description: string
  category: string
  price: number
  is_available: boolean
  portions_left: number | null
}

export type KitchenView = 'active' | 'done'
