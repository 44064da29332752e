import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { OpeningHours, RestaurantListQuery } from '@soko/shared/food/food.schema'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { orderItems, orders } from '../orders/orders.table'
import { vendors } from '../vendors/vendors.table'
import type { NairobiClock } from './food.hours'
import {
  foodBaskets,
  foodOrderEvents,
  foodOrders,
  menuItems,
  restaurantHours,
  restaurants,
  type FoodBasketLine,
} from './food.table'

export type RestaurantRow = typeof restaurants.$inferSelect
export type NewRestaurant = typeof restaurants.$inferInsert
export type MenuItemRow = typeof menuItems.$inferSelect
export type NewMenuItem = typeof menuItems.$inferInsert
export type FoodOrderRow = typeof foodOrders.$inferSelect
export type FoodOrderEventRow = typeof foodOrderEvents.$inferSelect

/** `%text%` for LIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The delivery-fee line of a food order names its restaurant, not a dish (decision 019). */
export const DELIVERY_LINE_PREFIX = 'delivery:'

/**
 * Whether a restaurant's hours hold now (food.hours.ts `openByClock`, in SQL): inside today's hours (a day
 * whose `closes` is 23:59 runs to midnight; opens = closes is the whole day), or inside the part of
 * yesterday's that ran past midnight.
 */
export function openNowSql(clock: NairobiClock): SQL<boolean> {
  return sql<boolean>`(${restaurants.isActive} and not ${restaurants.isSuspended} and exists (
    select 1 from ${restaurantHours} h where h.restaurant_id = ${restaurants.id} and (
      (h.day = ${clock.day} and (
        h.opens = h.closes
        or (h.closes > h.opens and ${clock.time} >= h.opens and (${clock.time} < h.closes or h.closes = '23:59'))
        or (h.closes < h.opens and ${clock.time} >= h.opens)))
      or (h.day = ${clock.yesterday} and h.closes < h.opens and ${clock.time} < h.closes))))`
}

function listWhere(query: RestaurantListQuery) {
  return and(
    sql`not ${restaurants.isSuspended}`,
    query.search ? sql`${restaurants.searchText} like ${contains(query.search)}` : undefined,
    query.cuisine ? eq(restaurants.cuisineType, query.cuisine) : undefined,
    query.max_fee !== undefined ? sql`${restaurants.deliveryFeeCents} <= ${query.max_fee * 100}` : undefined,
    query.max_time ? sql`${restaurants.deliveryTimeMinutes} <= ${query.max_time}` : undefined,
  )
}

function listOrder(query: RestaurantListQuery, clock: NairobiClock): SQL[] {
  const byName = [asc(restaurants.name), asc(restaurants.id)]
  const open = sql`${openNowSql(clock)} desc`
  if (query.sort === 'rating') return [open, sql`${restaurants.rating} desc nulls last`, ...byName]
  if (query.sort === 'delivery_time') return [open, asc(restaurants.deliveryTimeMinutes), ...byName]
  if (query.sort === 'minimum_order') return [open, asc(restaurants.minimumOrderCents), ...byName]
  return [open, ...byName]
}

/** Every query takes its executor, so the service can run several in one transaction. */
export const foodRepository = {
  // ---- restaurants
  async restaurant(tx: Db, id: string) {
    const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, id))
    return row
  },

  async listPage(tx: Db, query: RestaurantListQuery, clock: NairobiClock, offset: number, limit: number) {
    return tx
      .select()
      .from(restaurants)
      .where(listWhere(query))
      .orderBy(...listOrder(query, clock))
      .offset(offset)
      .limit(limit)
  },

  async count(tx: Db, query: RestaurantListQuery) {
    const [row] = await tx.select({ n: count() }).from(restaurants).where(listWhere(query))
    return row?.n ?? 0
  },

  /** Whether the restaurant takes orders now (active, not suspended, inside its hours). */
  async isOpen(tx: Db, id: string, clock: NairobiClock) {
    const [row] = await tx
      .select({ open: openNowSql(clock) })
      .from(restaurants)
      .where(eq(restaurants.id, id))
    return row?.open === true
  },

  async hoursOf(tx: Db, ids: string[]): Promise<Map<string, OpeningHours[]>> {
    const byRestaurant = new Map<string, OpeningHours[]>(ids.map((id) => [id, []]))
    if (!ids.length) return byRestaurant
    const rows = await tx
      .select()
      .from(restaurantHours)
      .where(inArray(restaurantHours.restaurantId, ids))
      .orderBy(asc(restaurantHours.day))
    for (const row of rows)
      byRestaurant.get(row.restaurantId)?.push({ day: row.day, opens: row.opens, closes: row.closes })
    return byRestaurant
  },

  async replaceHours(tx: Db, id: string, hours: OpeningHours[]) {
    await tx.delete(restaurantHours).where(eq(restaurantHours.restaurantId, id))
    if (hours.length)
      await tx.insert(restaurantHours).values(hours.map((entry) => ({ restaurantId: id, ...entry })))
  },

  async insertRestaurant(tx: Db, values: NewRestaurant) {
    const [row] = await tx.insert(restaurants).values(values).returning()
    return row!
  },

  async updateRestaurant(tx: Db, id: string, changes: Partial<NewRestaurant>) {
    const [row] = await tx
      .update(restaurants)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(restaurants.id, id))
      .returning()
    return row
  },

  restaurantsOfVendor(tx: Db, vendorId: string) {
    return tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.vendorId, vendorId))
      .orderBy(asc(restaurants.createdAt), asc(restaurants.id))
  },

  /** Every restaurant with its owner's business and e-mail (the admin's list), newest first. */
  withOwners(tx: Db, id?: string) {
    return tx
      .select({
        restaurant: restaurants,
        businessName: vendors.businessName,
        email: sql<string | null>`coalesce(${vendors.businessEmail}, ${users.email})`,
      })
      .from(restaurants)
      .innerJoin(vendors, eq(vendors.id, restaurants.vendorId))
      .leftJoin(users, eq(users.id, vendors.userId))
      .where(id ? eq(restaurants.id, id) : undefined)
      .orderBy(desc(restaurants.createdAt), desc(restaurants.id))
  },

  /** The approved vendor record of a user, the oldest if several. */
  async approvedVendorOf(tx: Db, userId: string) {
    const [row] = await tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.userId, userId), eq(vendors.verificationStatus, 'approved')))
      .orderBy(asc(vendors.createdAt))
      .limit(1)
    return row
  },

  async ownerUserOf(tx: Db, restaurantId: string) {
    const [row] = await tx
      .select({ userId: vendors.userId })
      .from(restaurants)
      .innerJoin(vendors, eq(vendors.id, restaurants.vendorId))
      .where(eq(restaurants.id, restaurantId))
    return row?.userId ?? undefined
  },

  // ---- menu
  /** A restaurant's dishes by category (in the menu's order) then name; only those orderable, or all. */
  menu(tx: Db, restaurantId: string, orderableOnly: boolean) {
    return tx
      .select()
      .from(menuItems)
      .where(
        and(
          eq(menuItems.restaurantId, restaurantId),
          orderableOnly
            ? sql`${menuItems.isAvailable} and (${menuItems.portionsLeft} is null or ${menuItems.portionsLeft} > 0)`
            : undefined,
        ),
      )
      .orderBy(asc(menuItems.sort), asc(menuItems.category), asc(menuItems.name), asc(menuItems.id))
  },

  async dish(tx: Db, id: string) {
    const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id))
    return row
  },

  dishes(tx: Db, ids: string[]) {
    return ids.length ? tx.select().from(menuItems).where(inArray(menuItems.id, ids)) : Promise.resolve([])
  },

  /** Where a new dish goes: after its category's others, or a new category last. */
  async sortFor(tx: Db, restaurantId: string, category: string) {
    const [row] = await tx
      .select({
        same: sql<number | null>`min(${menuItems.sort}) filter (where ${menuItems.category} = ${category})`,
        last: sql<number | null>`max(${menuItems.sort})`,
      })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId))
    if (row?.same !== null && row?.same !== undefined) return Number(row.same)
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
  },

  async insertDish(tx: Db, values: NewMenuItem) {
    const [row] = await tx.insert(menuItems).values(values).returning()
    return row!
  },

  async updateDish(tx: Db, id: string, changes: Partial<NewMenuItem>) {
    const [row] = await tx
      .update(menuItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(menuItems.id, id))
      .returning()
    return row
  },

  async deleteDish(tx: Db, id: string) {
    await tx.delete(menuItems).where(eq(menuItems.id, id))
  },

  // ---- portions (the scarce thing), in the order's transaction
  /** Takes `quantity` portions of an available dish: one conditional UPDATE (decision 019); else undefined. */
  async takePortions(tx: Db, id: string, quantity: number, availableOnly: boolean) {
    const [row] = await tx
      .update(menuItems)
      .set({
        portionsLeft: sql`case when ${menuItems.portionsLeft} is null then null else ${menuItems.portionsLeft} - ${quantity} end`,
      })
      .where(
        and(
          eq(menuItems.id, id),
          availableOnly ? eq(menuItems.isAvailable, true) : undefined,
          sql`(${menuItems.portionsLeft} is null or ${menuItems.portionsLeft} >= ${quantity})`,
        ),
      )
      .returning()
    return row
  },

  async releasePortions(tx: Db, id: string, quantity: number) {
    await tx
      .update(menuItems)
      .set({ portionsLeft: sql`${menuItems.portionsLeft} + ${quantity}` })
      .where(and(eq(menuItems.id, id), sql`${menuItems.portionsLeft} is not null`))
  },

  // ---- basket
  async basket(tx: Db, userId: string) {
    const [row] = await tx.select().from(foodBaskets).where(eq(foodBaskets.userId, userId))
    return row
  },

  async saveBasket(tx: Db, userId: string, restaurantId: string, items: FoodBasketLine[]) {
    await tx
      .insert(foodBaskets)
      .values({ userId, restaurantId, items })
      .onConflictDoUpdate({
        target: foodBaskets.userId,
        set: { restaurantId, items, updatedAt: new Date() },
      })
  },

  /** Empties the user's basket (only when it is of `restaurantId`, if given). */
  async clearBasket(tx: Db, userId: string, restaurantId?: string) {
    await tx
      .delete(foodBaskets)
      .where(
        and(
          eq(foodBaskets.userId, userId),
          restaurantId ? eq(foodBaskets.restaurantId, restaurantId) : undefined,
        ),
      )
  },

  // ---- food orders
  async insertFoodOrder(tx: Db, values: typeof foodOrders.$inferInsert) {
    const [row] = await tx.insert(foodOrders).values(values).returning()
    return row!
  },

  /** The food order with its order and restaurant. */
  async foodOrder(tx: Db, orderId: string) {
    const [row] = await tx
      .select({ food: foodOrders, order: orders, restaurant: restaurants, customerName: users.name })
      .from(foodOrders)
      .innerJoin(orders, eq(orders.id, foodOrders.orderId))
      .innerJoin(restaurants, eq(restaurants.id, foodOrders.restaurantId))
      .innerJoin(users, eq(users.id, foodOrders.userId))
      .where(eq(foodOrders.orderId, orderId))
    return row
  },

  /** The kitchen's orders of a restaurant: paid ones only, active oldest first or done newest first. */
  kitchenOrders(tx: Db, restaurantId: string, view: 'active' | 'done', limit: number) {
    const statuses =
      view === 'active' ? ['placed', 'accepted', 'preparing', 'on_the_way'] : ['delivered', 'rejected']
    return tx
      .select({ food: foodOrders, order: orders, restaurant: restaurants, customerName: users.name })
      .from(foodOrders)
      .innerJoin(orders, eq(orders.id, foodOrders.orderId))
      .innerJoin(restaurants, eq(restaurants.id, foodOrders.restaurantId))
      .innerJoin(users, eq(users.id, foodOrders.userId))
      .where(and(eq(foodOrders.restaurantId, restaurantId), inArray(foodOrders.status, statuses)))
      .orderBy(
        view === 'active' ? asc(foodOrders.createdAt) : desc(foodOrders.createdAt),
        view === 'active' ? asc(foodOrders.orderId) : desc(foodOrders.orderId),
      )
      .limit(limit)
  },

  /** One kitchen move: applies only while the status is one of `from` (two racing moves never both win). */
  async moveFoodOrder(
    tx: Db,
    orderId: string,
    from: readonly string[],
    set: Partial<typeof foodOrders.$inferInsert>,
  ) {
    const [row] = await tx
      .update(foodOrders)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(foodOrders.orderId, orderId), inArray(foodOrders.status, [...from])))
      .returning()
    return row
  },

  async addHistory(tx: Db, orderId: string, status: string, note: string | null = null) {
    await tx.insert(foodOrderEvents).values({ orderId, status, note })
  },

  async history(tx: Db, orderIds: string[]) {
    if (!orderIds.length) return []
    return tx
      .select()
      .from(foodOrderEvents)
      .where(inArray(foodOrderEvents.orderId, orderIds))
      .orderBy(asc(foodOrderEvents.createdAt), asc(foodOrderEvents.id))
  },

  /** The orders' `food` lines as checkout stored them (dishes and the delivery-fee line). */
  async lines(tx: Db, orderIds: string[]) {
    if (!orderIds.length) return []
    return tx
      .select()
      .from(orderItems)
      .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.kind, 'food')))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
  },

  /** Today's figures per restaurant: paid orders, their money (not the rejected), orders waiting. */
  async figures(tx: Db, restaurantIds: string[], since: Date) {
    if (!restaurantIds.length) return new Map<string, { today: number; revenue: number; waiting: number }>()
    const rows = await tx
      .select({
        restaurantId: foodOrders.restaurantId,
        today: sql<number>`count(*) filter (where ${foodOrders.paidAt} >= ${since.toISOString()}::timestamptz and ${foodOrders.status} not in ('awaiting_payment', 'cancelled'))::int`,
        revenue: sql<number>`coalesce(sum(${foodOrders.subtotalCents} + ${foodOrders.deliveryFeeCents}) filter (where ${foodOrders.paidAt} >= ${since.toISOString()}::timestamptz and ${foodOrders.status} not in ('awaiting_payment', 'cancelled', 'rejected')), 0)::int`,
        waiting: sql<number>`count(*) filter (where ${foodOrders.status} = 'placed')::int`,
      })
      .from(foodOrders)
      .where(inArray(foodOrders.restaurantId, restaurantIds))
      .groupBy(foodOrders.restaurantId)
    return new Map(
      rows.map((row) => [
        row.restaurantId,
        { today: Number(row.today), revenue: Number(row.revenue), waiting: Number(row.waiting) },
      ]),
    )
  },

  /** The user's food orders, newest first, before a (created_at ms, id) cursor: My activity. */
  activity(tx: Db, userId: string, limit: number, before?: { date: Date; id: string }) {
    const created = sql`date_trunc('milliseconds', ${orders.createdAt})`
    return tx
      .select({
        orderId: orders.id,
        orderStatus: orders.status,
        status: foodOrders.status,
        totalCents: orders.totalAmountCents,
        createdAt: orders.createdAt,
        restaurant: restaurants.name,
        dishes: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i
          where i.order_id = ${orders.id} and i.kind = 'food' and i.reference_id not like ${`${DELIVERY_LINE_PREFIX}%`})`,
      })
      .from(foodOrders)
      .innerJoin(orders, eq(orders.id, foodOrders.orderId))
      .innerJoin(restaurants, eq(restaurants.id, foodOrders.restaurantId))
      .where(
        and(
          eq(foodOrders.userId, userId),
          before
            ? sql`(${created}, ${orders.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(orders.id))
      .limit(limit)
  },
}
