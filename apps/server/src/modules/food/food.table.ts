import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { cuisines, foodOrderStatuses } from '@soko/shared/food/food.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { orders } from '../orders/orders.table'
import { vendors } from '../vendors/vendors.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
const TIME_OF_DAY = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`)

/**
 * A restaurant (spec 001 section 3), run by an approved vendor (decision 019). Open when `is_active` (the
 * owner's switch), not `is_suspended` (an admin's, audited) and inside its hours in Nairobi time. Money in
 * integer cents of KES. `rating` is the average of `ratings_count` ratings (null when none).
 */
export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisineType: text('cuisine_type').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    imageUrl: text('image_url'),
    rating: real('rating'),
    ratingsCount: integer('ratings_count').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryTimeMinutes: integer('delivery_time_minutes').notNull().default(30),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** Lower-cased name, cuisine (as its label reads) and description, for the trigram search index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(name || ' ' || replace(cuisine_type, '_', ' ') || ' ' || description)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('restaurants_cuisine_valid', sql`${table.cuisineType} in (${inList(cuisines)})`),
    check('restaurants_fee_nonnegative', sql`${table.deliveryFeeCents} >= 0`),
    check('restaurants_minimum_nonnegative', sql`${table.minimumOrderCents} >= 0`),
    check('restaurants_time_positive', sql`${table.deliveryTimeMinutes} > 0`),
    check('restaurants_ratings_nonnegative', sql`${table.ratingsCount} >= 0`),
    // The public list: listed restaurants in each sort's order (open ones are put first at read time, from
    // the hours), and per cuisine; trigram search on name, cuisine and description.
    index('restaurants_listed_name_idx')
      .on(table.name, table.id)
      .where(sql`not ${table.isSuspended}`),
    index('restaurants_listed_rating_idx')
      .on(table.rating.desc().nullsLast(), table.name, table.id)
      .where(sql`not ${table.isSuspended}`),
    index('restaurants_listed_time_idx')
      .on(table.deliveryTimeMinutes, table.name, table.id)
      .where(sql`not ${table.isSuspended}`),
    index('restaurants_listed_minimum_idx')
      .on(table.minimumOrderCents, table.name, table.id)
      .where(sql`not ${table.isSuspended}`),
    index('restaurants_listed_cuisine_idx')
      .on(table.cuisineType, table.name, table.id)
      .where(sql`not ${table.isSuspended}`),
    index('restaurants_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('restaurants_vendor_idx').on(table.vendorId, table.createdAt),
  ],
)

/**
 * A restaurant's weekly hours, one row per day it opens (0 is Sunday), 'HH:MM' Nairobi time. `closes` before
 * `opens` runs past midnight into the next day; a day without a row is closed all day.
 */
export const restaurantHours = pgTable(
  'restaurant_hours',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.day] }),
    check('restaurant_hours_day_valid', sql`${table.day} between 0 and 6`),
    check('restaurant_hours_opens_valid', sql`${table.opens} ~ ${TIME_OF_DAY}`),
    check('restaurant_hours_closes_valid', sql`${table.closes} ~ ${TIME_OF_DAY}`),
  ],
)

/**
 * A dish (spec 001 section 3, MenuItem). `portions_left` is the scarce thing (null is unlimited), taken with
 * one conditional UPDATE in the order's transaction and given back on expiry or rejection (decision 019).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    portionsLeft: integer('portions_left'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('menu_items_price_positive', sql`${table.priceCents} > 0`),
    check(
      'menu_items_portions_nonnegative',
      sql`${table.portionsLeft} is null or ${table.portionsLeft} >= 0`,
    ),
    index('menu_items_restaurant_idx').on(table.restaurantId, table.category, table.sort, table.name),
  ],
)

/** One line of a basket: a dish and how many. */
export type FoodBasketLine = { menu_item_id: string; quantity: number }

/** A signed-in user's food basket: one restaurant at a time, its lines as JSON (priced when read). */
export const foodBaskets = pgTable('food_baskets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  restaurantId: uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<FoodBasketLine[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A food order: the order (lines of kind `food`, paid through checkout) and its kitchen status, written in
 * the order's transaction. `awaiting_payment` until the payment's fulfilment makes it `placed`; then the
 * kitchen's moves (kitchenMoves), each one guarded UPDATE.
 */
export const foodOrders = pgTable(
  'food_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('awaiting_payment'),
    estimateMinutes: integer('estimate_minutes'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city'),
    notes: text('notes'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('food_orders_status_valid', sql`${table.status} in (${inList(foodOrderStatuses)})`),
    check(
      'food_orders_amounts_nonnegative',
      sql`${table.subtotalCents} >= 0 and ${table.deliveryFeeCents} >= 0`,
    ),
    // The kitchen: a restaurant's orders by status, oldest first (active) or newest first (done).
    index('food_orders_kitchen_idx').on(table.restaurantId, table.status, table.createdAt),
    // My activity: the user's food orders, newest first.
    index('food_orders_user_idx').on(table.userId, table.createdAt),
  ],
)

/** A food order's status history, oldest first: what the customer's tracker and the kitchen show. */
export const foodOrderEvents = pgTable(
  'food_order_events',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    orderId: uuid('order_id')
      .notNull()
      .references(() => foodOrders.orderId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('food_order_events_status_valid', sql`${table.status} in (${inList(foodOrderStatuses)})`),
    index('food_order_events_order_idx').on(table.orderId, table.createdAt),
  ],
)
