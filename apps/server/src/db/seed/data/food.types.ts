// The shape of the demo's restaurants (data/food.ts), read by the food seeder (demo-food.seeder.ts).
import type { Cuisine } from '@soko/shared/food/food.constants'
import type { OpeningHours } from '@soko/shared/food/food.schema'

export type DemoDish = {
  name: string
  description: string
  /** The menu's section: Starters, Mains, Sides, Drinks, Desserts, ... */
  category: string
  /** KSh. */
  price: number
  /** A drawn dish picture: /demo/dishes/<picture>-240.webp and -480.webp. */
  picture: string
  /** Off the menu for now (the owner's switch); default true. */
  available?: boolean
  /** Portions left today; absent or null is unlimited. */
  portionsLeft?: number | null
}

/** Named weekly hours the seeder expands (Nairobi time); or the week written out. */
export type DemoHours = 'all_day' | 'standard' | 'late' | 'lunch_dinner' | 'breakfast_lunch' | 'weekdays' | OpeningHours[]

export type DemoRestaurant = {
  name: string
  description: string
  cuisine: Cuisine
  /** The Nairobi neighbourhood (Westlands, Kilimani, CBD, ...). */
  area: string
  /** Street address shown on the card. */
  address: string
  /** Kenyan phone as written locally, e.g. 0712 345 678. */
  phone: string | null
  /** 3.5 to 4.9: seeded as that many ratings' average. */
  rating: number
  /** KSh. */
  deliveryFee: number
  deliveryTimeMinutes: number
  /** KSh. */
  minimumOrder: number
  /** A drawn restaurant picture: /demo/restaurants/<picture>-360.webp and -720.webp. */
  picture: string
  hours: DemoHours
  /** The owner's open/closed switch; false shows Closed whatever the clock. */
  isActive: boolean
  /** 'demo': restaurant@soko.demo's; otherwise another demo vendor's business name (one user each). */
  owner: 'demo' | string
  dishes: DemoDish[]
}
