import { z } from 'zod'

import { emailSchema } from '../common/email'
import {
  cuisines,
  DELIVERY_FEE_UNFILTERED,
  DELIVERY_TIME_SLIDER,
  DISH_PORTIONS_MAX,
  DISH_PRICE_MAX,
  ESTIMATE_MAX_MINUTES,
  ESTIMATE_MIN_MINUTES,
  foodMessages,
  foodOrderStatuses,
  kitchenMoveTargets,
  MAX_BASKET_LINES,
  MAX_DISH_QUANTITY,
  RESTAURANT_FEE_MAX,
  RESTAURANT_MINIMUM_MAX,
  RESTAURANT_TIME_MAX,
  restaurantSorts,
  RESTAURANTS_PAGE_SIZE,
  RESTAURANTS_PAGE_SIZE_MAX,
} from './food.constants'

export * from './food.constants'

// The food API (decision 019). Fields are snake_case like spec 001 section 3; money is KSh (`delivery_fee`,
// `price`) and integer cents (`*_cents`); times of day are 'HH:MM' in Nairobi time.

export const cuisineSchema = z.enum(cuisines)
export const foodOrderStatusSchema = z.enum(foodOrderStatuses)

const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, foodMessages.hoursInvalid)

// ---------------------------------------------------------------------------------------------------------------
// Public list and menu

/** GET /api/restaurants query. `max_fee` in KSh (absent: no limit); `max_time` in minutes, 0 or absent is Any. */
export const restaurantListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  cuisine: z
    .union([cuisineSchema, z.literal('all'), z.literal('')])
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value)),
  sort: z.enum(restaurantSorts).default('relevance'),
  max_fee: z.coerce.number().int().min(0).max(DELIVERY_FEE_UNFILTERED).optional(),
  max_time: z.coerce.number().int().min(0).max(DELIVERY_TIME_SLIDER.max).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(RESTAURANTS_PAGE_SIZE_MAX).default(RESTAURANTS_PAGE_SIZE),
})
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>

/** One day's opening hours; `closes` before `opens` runs past midnight (18:00 to 02:00). */
export const openingHoursSchema = z.object({
  /** 0 is Sunday. */
  day: z.number().int().min(0).max(6),
  opens: timeOfDay,
  closes: timeOfDay,
})
export type OpeningHours = z.infer<typeof openingHoursSchema>

export const restaurantCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Short on a card (RESTAURANT_CARD_DESCRIPTION_LENGTH), whole in the menu. */
  description: z.string(),
  cuisine_type: cuisineSchema,
  /** Average of its ratings, one decimal; null when it has none. */
  rating: z.number().nullable(),
  delivery_fee: z.number(),
  delivery_fee_cents: z.number().int(),
  delivery_time_minutes: z.number().int(),
  minimum_order: z.number(),
  minimum_order_cents: z.number().int(),
  /** 'Kenya' when none was given. */
  address: z.string(),
  phone: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The owner's open/closed switch (spec's is_active). */
  is_active: z.boolean(),
  /** Active and inside today's hours in Nairobi now: orders are taken. */
  is_open: z.boolean(),
  /** When it opens next, if closed by the clock: 'HH:MM' today, or a weekday and time ('Mon 08:00'); else null. */
  opens_next: z.string().nullable(),
  /** Today's hours as 'HH:MM-HH:MM', or null when closed all day. */
  hours_today: z.string().nullable(),
})
export type RestaurantCard = z.infer<typeof restaurantCardSchema>

export const restaurantPageSchema = z.object({
  restaurants: z.array(restaurantCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type RestaurantPage = z.infer<typeof restaurantPageSchema>

export const menuItemSchema = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  price_cents: z.number().int(),
  image_url: z.string().nullable(),
  is_available: z.boolean(),
  /** Portions left today; null is unlimited. 0 reads as unavailable. */
  portions_left: z.number().int().nullable(),
})
export type MenuItem = z.infer<typeof menuItemSchema>

/** GET /api/restaurants/:id: the restaurant with its whole description, week's hours and available dishes by category. */
export const restaurantDetailSchema = restaurantCardSchema.extend({
  hours: z.array(openingHoursSchema),
  menu: z.array(menuItemSchema),
})
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>

// ---------------------------------------------------------------------------------------------------------------
// Basket (one restaurant at a time; a signed-in user's lives on the server, a visitor's in the browser)

export const basketLineInputSchema = z.object({
  menu_item_id: z.string().max(100),
  quantity: z.coerce.number().int().min(1).max(MAX_DISH_QUANTITY),
})
export type BasketLineInput = z.infer<typeof basketLineInputSchema>

/** PUT /api/food/basket: replaces the whole basket. No items empties it. */
export const putBasketSchema = z.object({
  restaurant_id: z.string().max(100),
  items: z.array(basketLineInputSchema).max(MAX_BASKET_LINES),
})
export type PutBasketInput = z.infer<typeof putBasketSchema>

export const basketLineSchema = z.object({
  menu_item_id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  line_total_cents: z.number().int(),
  /** Still on the menu and available with enough portions. */
  is_available: z.boolean(),
})
export type BasketLine = z.infer<typeof basketLineSchema>

/** GET/PUT /api/food/basket: priced by the server from its menu. An empty basket has restaurant null. */
export const basketSchema = z.object({
  restaurant: restaurantCardSchema.nullable(),
  items: z.array(basketLineSchema),
  subtotal_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  minimum_order_cents: z.number().int(),
  meets_minimum: z.boolean(),
  /** Open, at least one item, every item available, minimum met. */
  can_checkout: z.boolean(),
  /** Why it cannot check out, in the reader's words (closed, below the minimum, a dish unavailable). */
  problems: z.array(z.string()),
})
export type Basket = z.infer<typeof basketSchema>

// ---------------------------------------------------------------------------------------------------------------
// Food orders

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message)

/** POST /api/food/orders (Idempotency-Key header optional). Prices, fee and minimum come from the server. */
export const placeFoodOrderSchema = z.object({
  restaurant_id: z.string().max(100),
  items: z.array(basketLineInputSchema).min(1, foodMessages.emptyBasket).max(MAX_BASKET_LINES),
  delivery_address: required(foodMessages.deliveryAddressRequired, 300),
  delivery_city: z.string().trim().max(100).optional().default('Nairobi'),
  contact_phone: required('Please enter your phone number.', 30),
  contact_email: required('Please enter your email address.', 254).pipe(emailSchema),
  notes: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type PlaceFoodOrderInput = z.input<typeof placeFoodOrderSchema>

export const foodOrderLineSchema = z.object({
  menu_item_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price_cents: z.number().int(),
})

export const foodOrderHistoryEntrySchema = z.object({
  status: foodOrderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
})
export type FoodOrderHistoryEntry = z.infer<typeof foodOrderHistoryEntrySchema>

/** GET /api/food/orders/:orderId (the customer's own; another's answers 404). */
export const foodOrderSchema = z.object({
  order_id: z.string(),
  order_reference: z.string(),
  restaurant: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    image_url: z.string().nullable(),
    address: z.string(),
  }),
  status: foodOrderStatusSchema,
  /** The kitchen's estimate when it accepted, in minutes, and the time it should arrive (ISO). */
  estimate_minutes: z.number().int().nullable(),
  estimated_delivery_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** A paid order the restaurant rejected: the money is owed back. */
  refund_due: z.boolean(),
  delivery_address: z.string(),
  delivery_city: z.string().nullable(),
  contact_phone: z.string(),
  notes: z.string().nullable(),
  items: z.array(foodOrderLineSchema),
  subtotal_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  payment_status: z.string(),
  history: z.array(foodOrderHistoryEntrySchema),
  created_at: z.string(),
})
export type FoodOrder = z.infer<typeof foodOrderSchema>

/** The answer of POST /api/food/orders; `order` is an OrderDetail (orders/order.schema), paid through checkout. */
export type FoodOrderPlaced<Order = unknown> = { order: Order; food_order: FoodOrder }

// ---------------------------------------------------------------------------------------------------------------
// The restaurant's dashboard (/api/food-dashboard: an approved vendor; another vendor's rows answer 404)

const money = (max: number) => z.coerce.number().min(0).max(max)

export const restaurantInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).default(''),
  cuisine_type: cuisineSchema,
  address: z.string().trim().max(300).default(''),
  phone: z.string().trim().max(30).nullish(),
  delivery_fee: money(RESTAURANT_FEE_MAX),
  delivery_time_minutes: z.coerce.number().int().min(5).max(RESTAURANT_TIME_MAX),
  minimum_order: money(RESTAURANT_MINIMUM_MAX),
  /** The open/closed switch. */
  is_active: z.boolean().default(true),
  /** Days missing are closed all day; at most one entry per day. */
  hours: z
    .array(openingHoursSchema)
    .max(7)
    .refine((hours) => new Set(hours.map((entry) => entry.day)).size === hours.length, {
      message: 'Give each day at most once.',
    }),
})
export const createRestaurantSchema = restaurantInputSchema
export const updateRestaurantSchema = restaurantInputSchema.partial()
export type RestaurantInput = z.input<typeof restaurantInputSchema>

/** The owner's view of a restaurant: the card, the week's hours, and today's figures. */
export const ownerRestaurantSchema = restaurantCardSchema.extend({
  description: z.string(),
  hours: z.array(openingHoursSchema),
  /** An admin took it off the list (audited); it takes no orders. */
  is_suspended: z.boolean(),
  orders_today: z.number().int(),
  revenue_today_cents: z.number().int(),
  /** Paid orders not yet accepted or rejected: the kitchen's badge. */
  orders_waiting: z.number().int(),
  created_at: z.string(),
})
export type OwnerRestaurant = z.infer<typeof ownerRestaurantSchema>
export const ownerRestaurantListSchema = z.object({ restaurants: z.array(ownerRestaurantSchema) })

export const menuItemInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(1000).default(''),
  category: z.string().trim().min(1).max(60),
  price: money(DISH_PRICE_MAX).refine((value) => value > 0, 'Price must be above 0.'),
  is_available: z.boolean().default(true),
  portions_left: z.coerce.number().int().min(0).max(DISH_PORTIONS_MAX).nullish(),
})
export const createMenuItemSchema = menuItemInputSchema
export const updateMenuItemSchema = menuItemInputSchema.partial()
export type MenuItemInput = z.input<typeof menuItemInputSchema>
export const ownerMenuSchema = z.object({ items: z.array(menuItemSchema) })

export const imageUploadedSchema = z.object({ image_url: z.string() })

export const kitchenOrdersQuerySchema = z.object({
  /** active: placed, accepted, preparing, on the way; done: delivered, rejected (today and before). */
  view: z.enum(['active', 'done']).default('active'),
})

export const kitchenOrderSchema = foodOrderSchema.omit({ restaurant: true }).extend({
  restaurant_id: z.string(),
  customer_name: z.string(),
  paid_at: z.string().nullable(),
})
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>
export const kitchenOrderListSchema = z.object({ orders: z.array(kitchenOrderSchema) })

/** POST /api/food-dashboard/orders/:orderId/status. */
export const kitchenMoveSchema = z
  .object({
    status: z.enum(kitchenMoveTargets as [string, ...string[]]),
    estimate_minutes: z.coerce
      .number({ error: foodMessages.estimateRequired })
      .int(foodMessages.estimateRequired)
      .min(ESTIMATE_MIN_MINUTES, foodMessages.estimateRequired)
      .max(ESTIMATE_MAX_MINUTES, foodMessages.estimateRequired)
      .optional(),
    reason: z.string().trim().max(300).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'accepted' && value.estimate_minutes === undefined)
      ctx.addIssue({ code: 'custom', path: ['estimate_minutes'], message: foodMessages.estimateRequired })
    if (value.status === 'rejected' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: foodMessages.reasonRequired })
  })
export type KitchenMoveInput = z.input<typeof kitchenMoveSchema>

// ---------------------------------------------------------------------------------------------------------------
// Admin (/api/admin/restaurants)

export const adminRestaurantSchema = ownerRestaurantSchema.extend({
  owner: z.object({ vendor_id: z.string(), business_name: z.string(), email: z.string().nullable() }),
})
export type AdminRestaurant = z.infer<typeof adminRestaurantSchema>
export const adminRestaurantListSchema = z.object({ restaurants: z.array(adminRestaurantSchema) })
export const adminRestaurantUpdateSchema = z.object({ is_suspended: z.boolean() })
