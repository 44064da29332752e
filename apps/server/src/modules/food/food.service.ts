import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  DEFAULT_RESTAURANT_ADDRESS,
  foodMessages,
  foodOrderStatusLabels,
  kitchenMoves,
  RESTAURANT_CARD_DESCRIPTION_LENGTH,
  type Cuisine,
  type FoodOrderStatus,
  type KitchenMove,
} from '@soko/shared/food/food.constants'
import type {
  AdminRestaurant,
  Basket,
  createMenuItemSchema,
  createRestaurantSchema,
  FoodOrder,
  KitchenOrder,
  kitchenMoveSchema,
  MenuItem,
  OpeningHours,
  OwnerRestaurant,
  placeFoodOrderSchema,
  PutBasketInput,
  RestaurantCard,
  RestaurantDetail,
  RestaurantListQuery,
  RestaurantPage,
  updateMenuItemSchema,
  updateRestaurantSchema,
} from '@soko/shared/food/food.schema'
import { formatMoney } from '@soko/shared/money/format-money'
import type { OrderDetail } from '@soko/shared/orders/order.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import { storeWebpImage } from '../../lib/image-store'
import { auditService } from '../admin/audit.service'
import type { CheckoutService } from '../checkout/checkout.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { RealtimeService } from '../realtime/realtime.service'
import {
  dishNotFound,
  dishUnavailable,
  foodOrderNotFound,
  moveNotAllowed,
  notRestaurantOwner,
  restaurantNotFound,
} from './food.errors'
import { nairobiClock, openState, startOfNairobiDay, type NairobiClock } from './food.hours'
import { customerMoveNotice } from './food.notices'
import { isDeliveryLine } from './food.order-lines'
import { isUuid } from '../../lib/ids'
import {
  foodRepository as repo,
  type FoodOrderEventRow,
  type MenuItemRow,
  type NewMenuItem,
  type NewRestaurant,
  type RestaurantRow,
} from './food.repository'
import type { FoodBasketLine } from './food.table'

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const cents = (shillings: number) => Math.round(shillings * 100)
/** The kitchen lists at most this many orders per view. */
const KITCHEN_LIST_MAX = 100

function short(text: string) {
  if (text.length <= RESTAURANT_CARD_DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, RESTAURANT_CARD_DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), RESTAURANT_CARD_DESCRIPTION_LENGTH / 2)).trimEnd()}…`
}

export function toRestaurantCard(
  row: RestaurantRow,
  hours: OpeningHours[],
  clock: NairobiClock,
  whole = false,
): RestaurantCard {
  return {
    id: row.id,
    name: row.name,
    description: whole ? row.description : short(row.description),
    cuisine_type: row.cuisineType as Cuisine,
    rating: row.rating === null || row.ratingsCount === 0 ? null : Math.round(row.rating * 10) / 10,
    delivery_fee: row.deliveryFeeCents / 100,
    delivery_fee_cents: row.deliveryFeeCents,
    delivery_time_minutes: row.deliveryTimeMinutes,
    minimum_order: row.minimumOrderCents / 100,
    minimum_order_cents: row.minimumOrderCents,
    address: row.address.trim() || DEFAULT_RESTAURANT_ADDRESS,
    phone: row.phone,
    image_url: row.imageUrl,
    is_active: row.isActive,
    ...openState(row, hours, clock),
  }
}

export const toMenuItem = (row: MenuItemRow): MenuItem => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  name: row.name,
  description: row.description,
  category: row.category,
  price: row.priceCents / 100,
  price_cents: row.priceCents,
  image_url: row.imageUrl,
  is_available: row.isAvailable,
  portions_left: row.portionsLeft,
})

type Joined = NonNullable<Awaited<ReturnType<typeof repo.foodOrder>>>
type LineRow = Awaited<ReturnType<typeof repo.lines>>[number]

/** The food status as the customer reads it: an unpaid order that expired or was cancelled is cancelled. */
const statusOf = (row: Joined): FoodOrderStatus =>
  row.food.status === 'awaiting_payment' && row.order.status === 'cancelled'
    ? 'cancelled'
    : (row.food.status as FoodOrderStatus)

function toFoodOrder(row: Joined, lines: LineRow[], history: FoodOrderEventRow[]): FoodOrder {
  return {
    order_id: row.food.orderId,
    order_reference: row.order.reference,
    restaurant: {
      id: row.restaurant.id,
      name: row.restaurant.name,
      phone: row.restaurant.phone,
      image_url: row.restaurant.imageUrl,
      address: row.restaurant.address.trim() || DEFAULT_RESTAURANT_ADDRESS,
    },
    status: statusOf(row),
    estimate_minutes: row.food.estimateMinutes,
    estimated_delivery_at: iso(row.food.estimatedDeliveryAt),
    reject_reason: row.food.rejectReason,
    refund_due: row.order.refundDue,
    delivery_address: row.food.deliveryAddress,
    delivery_city: row.food.deliveryCity,
    contact_phone: row.order.contactPhone,
    notes: row.food.notes,
    items: lines
      .filter((line) => line.orderId === row.food.orderId && !isDeliveryLine(line))
      .map((line) => ({
        menu_item_id: line.referenceId,
        name: line.name,
        quantity: line.quantity,
        price_cents: line.priceAtPurchaseCents,
      })),
    subtotal_cents: row.food.subtotalCents,
    delivery_fee_cents: row.food.deliveryFeeCents,
    total_cents: row.order.totalAmountCents,
    payment_status: row.order.paymentStatus,
    history: history
      .filter((entry) => entry.orderId === row.food.orderId)
      .map((entry) => ({
        status: entry.status as FoodOrderStatus,
        note: entry.note,
        at: entry.createdAt.toISOString(),
      })),
    created_at: row.food.createdAt.toISOString(),
  }
}

function toKitchenOrder(row: Joined, lines: LineRow[], history: FoodOrderEventRow[]): KitchenOrder {
  const { restaurant: _restaurant, ...order } = toFoodOrder(row, lines, history)
  return {
    ...order,
    restaurant_id: row.restaurant.id,
    customer_name: row.customerName,
    paid_at: iso(row.food.paidAt),
  }
}

type Actor = { id: string; name: string; email: string }
type RestaurantInput = z.output<typeof createRestaurantSchema>
type RestaurantChanges = z.output<typeof updateRestaurantSchema>

/** The columns a restaurant's input sets (money in KSh becomes cents). */
function restaurantColumns(input: RestaurantChanges): Partial<NewRestaurant> {
  const set: Partial<NewRestaurant> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.description !== undefined) set.description = input.description
  if (input.cuisine_type !== undefined) set.cuisineType = input.cuisine_type
  if (input.address !== undefined) set.address = input.address
  if (input.phone !== undefined) set.phone = input.phone || null
  if (input.delivery_fee !== undefined) set.deliveryFeeCents = cents(input.delivery_fee)
  if (input.delivery_time_minutes !== undefined) set.deliveryTimeMinutes = input.delivery_time_minutes
  if (input.minimum_order !== undefined) set.minimumOrderCents = cents(input.minimum_order)
  if (input.is_active !== undefined) set.isActive = input.is_active
  return set
}

function dishColumns(input: z.output<typeof updateMenuItemSchema>): Partial<NewMenuItem> {
  const set: Partial<NewMenuItem> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.description !== undefined) set.description = input.description
  if (input.category !== undefined) set.category = input.category
  if (input.price !== undefined) set.priceCents = cents(input.price)
  if (input.is_available !== undefined) set.isAvailable = input.is_available
  if (input.portions_left !== undefined) set.portionsLeft = input.portions_left
  return set
}

/** Basket lines merged by dish, in the order first given. */
function mergedLines(items: { menu_item_id: string; quantity: number }[]): FoodBasketLine[] {
  const quantities = new Map<string, number>()
  for (const item of items)
    quantities.set(item.menu_item_id, (quantities.get(item.menu_item_id) ?? 0) + item.quantity)
  return [...quantities.entries()].map(([menu_item_id, quantity]) => ({ menu_item_id, quantity }))
}

const emptyBasketView: Basket = {
  restaurant: null,
  items: [],
  subtotal_cents: 0,
  delivery_fee_cents: 0,
  total_cents: 0,
  minimum_order_cents: 0,
  meets_minimum: false,
  can_checkout: false,
  problems: [],
}

/**
 * Food delivery (decision 019): the public list and menus, the basket, food orders placed through checkout,
 * the restaurant owner's dashboard and kitchen, the admin's moderation and My activity's food orders.
 */
export function createFoodService({
  db,
  checkout,
  realtime,
  notifications,
  storage,
  now = () => new Date(),
}: {
  db: Db
  checkout: Pick<CheckoutService, 'place' | 'providerMove'>
  realtime: Pick<RealtimeService, 'publishToUser'>
  notifications: Pick<NotificationsService, 'notify'>
  storage: FileStorage
  /** The clock the opening hours are read against (tests move it). */
  now?: () => Date
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  const clock = () => nairobiClock(now())

  /** A listed restaurant (not suspended); unknown, malformed or suspended: 404. */
  async function listed(id: string) {
    const row = isUuid(id) ? await repo.restaurant(db, id) : undefined
    if (!row || row.isSuspended) throw restaurantNotFound()
    return row
  }

  async function card(row: RestaurantRow, whole = false) {
    const hours = (await repo.hoursOf(db, [row.id])).get(row.id) ?? []
    return { card: toRestaurantCard(row, hours, clock(), whole), hours }
  }

  async function vendorOf(userId: string) {
    const vendor = await repo.approvedVendorOf(db, userId)
    if (!vendor) throw notRestaurantOwner()
    return vendor
  }

  /** The owner's own restaurant (another vendor's, or none: 404). */
  async function ownRestaurant(userId: string, id: string) {
    const vendor = await vendorOf(userId)
    const row = isUuid(id) ? await repo.restaurant(db, id) : undefined
    if (!row || row.vendorId !== vendor.id) throw restaurantNotFound()
    return row
  }

  async function ownDish(userId: string, itemId: string) {
    const vendor = await vendorOf(userId)
    const dish = isUuid(itemId) ? await repo.dish(db, itemId) : undefined
    const restaurant = dish && (await repo.restaurant(db, dish.restaurantId))
    if (!dish || !restaurant || restaurant.vendorId !== vendor.id) throw dishNotFound()
    return { dish, restaurant }
  }

  async function ownerViews(rows: RestaurantRow[]): Promise<OwnerRestaurant[]> {
    const ids = rows.map((row) => row.id)
    const [hours, figures] = await Promise.all([
      repo.hoursOf(db, ids),
      repo.figures(db, ids, startOfNairobiDay(now())),
    ])
    const at = clock()
    return rows.map((row) => {
      const own = hours.get(row.id) ?? []
      const figure = figures.get(row.id)
      return {
        ...toRestaurantCard(row, own, at, true),
        hours: own,
        is_suspended: row.isSuspended,
        orders_today: figure?.today ?? 0,
        revenue_today_cents: figure?.revenue ?? 0,
        orders_waiting: figure?.waiting ?? 0,
        created_at: row.createdAt.toISOString(),
      }
    })
  }

  async function ownerView(id: string) {
    const [view] = await ownerViews([(await repo.restaurant(db, id))!])
    return view!
  }

  async function foodOrders(ids: string[]) {
    const [lines, history] = await Promise.all([repo.lines(db, ids), repo.history(db, ids)])
    return { lines, history }
  }

  async function foodOrderView(orderId: string): Promise<FoodOrder> {
    const row = await repo.foodOrder(db, orderId)
    if (!row) throw foodOrderNotFound()
    const { lines, history } = await foodOrders([orderId])
    return toFoodOrder(row, lines, history)
  }

  /** The basket priced from the menu now, with what stops it checking out. */
  async function priced(restaurantId: string, items: FoodBasketLine[]): Promise<Basket> {
    const restaurant = isUuid(restaurantId) ? await repo.restaurant(db, restaurantId) : undefined
    if (!restaurant || restaurant.isSuspended || !items.length) return emptyBasketView
    const { card: view } = await card(restaurant)
    const dishes = new Map(
      (await repo.dishes(db, items.map((item) => item.menu_item_id).filter(isUuid)))
        .filter((dish) => dish.restaurantId === restaurant.id)
        .map((dish) => [dish.id, dish]),
    )
    const problems: string[] = []
    const lines = items.flatMap((item) => {
      const dish = dishes.get(item.menu_item_id)
      if (!dish) return []
      const available = dish.isAvailable && (dish.portionsLeft === null || dish.portionsLeft >= item.quantity)
      if (!dish.isAvailable || dish.portionsLeft === 0) problems.push(foodMessages.dishUnavailable(dish.name))
      else if (!available) problems.push(foodMessages.notEnoughPortions(dish.name, dish.portionsLeft ?? 0))
      return [
        {
          menu_item_id: dish.id,
          name: dish.name,
          image_url: dish.imageUrl,
          price: dish.priceCents / 100,
          price_cents: dish.priceCents,
          quantity: item.quantity,
          line_total_cents: dish.priceCents * item.quantity,
          is_available: available,
        },
      ]
    })
    if (!lines.length) return emptyBasketView
    const subtotal = lines.reduce((sum, line) => sum + line.line_total_cents, 0)
    const meetsMinimum = subtotal >= restaurant.minimumOrderCents
    if (!view.is_open) problems.unshift(foodMessages.restaurantClosed)
    if (!meetsMinimum)
      problems.push(
        foodMessages.belowMinimum(
          formatMoney(restaurant.minimumOrderCents),
          formatMoney(restaurant.minimumOrderCents - subtotal),
        ),
      )
    return {
      restaurant: view,
      items: lines,
      subtotal_cents: subtotal,
      delivery_fee_cents: restaurant.deliveryFeeCents,
      total_cents: subtotal + restaurant.deliveryFeeCents,
      minimum_order_cents: restaurant.minimumOrderCents,
      meets_minimum: meetsMinimum,
      can_checkout: problems.length === 0,
      problems,
    }
  }

  /** Tells the customer and the owner of a kitchen move (after it committed). */
  async function announceMove(row: Joined, status: KitchenMove) {
    const owner = await repo.ownerUserOf(db, row.restaurant.id)
    await realtime.publishToUser(row.food.userId, {
      type: 'food.order_status',
      order_id: row.food.orderId,
      status,
    })
    if (owner)
      await realtime.publishToUser(owner, {
        type: 'food.kitchen_order',
        order_id: row.food.orderId,
        restaurant_id: row.restaurant.id,
        status,
        is_new: false,
      })
    const notice = customerMoveNotice(status, {
      restaurant: row.restaurant.name,
      reference: row.order.reference,
      estimate: row.food.estimateMinutes,
      reason: row.food.rejectReason,
    })
    await notifications.notify(row.food.userId, { ...notice, actionUrl: `/orders/${row.food.orderId}` })
  }

  return {
    // ---- public
    async list(query: RestaurantListQuery): Promise<RestaurantPage> {
      const at = clock()
      const [rows, total] = await Promise.all([
        repo.listPage(db, query, at, (query.page - 1) * query.limit, query.limit),
        repo.count(db, query),
      ])
      const hours = await repo.hoursOf(
        db,
        rows.map((row) => row.id),
      )
      return {
        restaurants: rows.map((row) => toRestaurantCard(row, hours.get(row.id) ?? [], at)),
        total,
        page: query.page,
        limit: query.limit,
      }
    },

    async detail(id: string): Promise<RestaurantDetail> {
      const row = await listed(id)
      const [{ card: view, hours }, menu] = await Promise.all([card(row, true), repo.menu(db, row.id, true)])
      return { ...view, hours, menu: menu.map(toMenuItem) }
    },

    // ---- basket
    async basket(userId: string): Promise<Basket> {
      const row = await repo.basket(db, userId)
      return row ? priced(row.restaurantId, row.items) : emptyBasketView
    },

    /** Replaces the basket: every dish of that restaurant's menu and available; no items empties it. */
    async putBasket(userId: string, input: PutBasketInput): Promise<Basket> {
      const restaurant = await listed(input.restaurant_id)
      const items = mergedLines(input.items)
      if (!items.length) {
        await repo.clearBasket(db, userId)
        return emptyBasketView
      }
      if (items.some((item) => !isUuid(item.menu_item_id))) throw dishNotFound()
      const dishes = await repo.dishes(
        db,
        items.map((item) => item.menu_item_id),
      )
      for (const item of items) {
        const dish = dishes.find((candidate) => candidate.id === item.menu_item_id)
        if (!dish || dish.restaurantId !== restaurant.id) throw dishNotFound()
        if (!dish.isAvailable || dish.portionsLeft === 0) throw dishUnavailable(dish.name)
      }
      await repo.saveBasket(db, userId, restaurant.id, items)
      return priced(restaurant.id, items)
    },

    async clearBasket(userId: string): Promise<Basket> {
      await repo.clearBasket(db, userId)
      return emptyBasketView
    },

    // ---- food orders
    /**
     * Places a food order through checkout: `food` lines priced from the server's menu (portions taken, the
     * restaurant open, the minimum met, the delivery fee added by the server), the food order written in
     * the same transaction, awaiting payment. With an Idempotency-Key, a repeat answers the first order.
     */
    async place(
      userId: string,
      input: z.output<typeof placeFoodOrderSchema>,
      idempotencyKey?: string,
    ): Promise<{ order: OrderDetail; food_order: FoodOrder }> {
      const restaurant = await listed(input.restaurant_id)
      const items = mergedLines(input.items)
      if (items.some((item) => !isUuid(item.menu_item_id))) throw dishNotFound()
      const dishes = await repo.dishes(
        db,
        items.map((item) => item.menu_item_id),
      )
      if (
        items.some(
          (item) =>
            !dishes.some((dish) => dish.id === item.menu_item_id && dish.restaurantId === restaurant.id),
        )
      )
        throw dishNotFound()
      const { order } = await checkout.place(
        userId,
        {
          details: {
            shipping_address: input.delivery_address,
            shipping_city: input.delivery_city,
            contact_phone: input.contact_phone,
            contact_email: input.contact_email,
          },
          lines: items.map((item) => ({
            kind: 'food',
            referenceId: item.menu_item_id,
            quantity: item.quantity,
          })),
          record: async (tx, placed) => {
            const lines = await repo.lines(tx, [placed.id])
            const subtotal = lines
              .filter((line) => !isDeliveryLine(line))
              .reduce((sum, line) => sum + line.priceAtPurchaseCents * line.quantity, 0)
            const fee = lines
              .filter((line) => isDeliveryLine(line))
              .reduce((sum, line) => sum + line.priceAtPurchaseCents * line.quantity, 0)
            await repo.insertFoodOrder(tx, {
              orderId: placed.id,
              restaurantId: restaurant.id,
              userId,
              status: 'awaiting_payment',
              deliveryAddress: input.delivery_address,
              deliveryCity: input.delivery_city ?? null,
              notes: input.notes,
              subtotalCents: subtotal,
              deliveryFeeCents: fee,
            })
            await repo.addHistory(tx, placed.id, 'awaiting_payment', null)
          },
        },
        idempotencyKey ? { key: idempotencyKey, body: { food: true, ...input } } : undefined,
      )
      return { order, food_order: await foodOrderView(order.id) }
    },

    /** The customer's own food order (another's, or none: 404). */
    async order(userId: string, orderId: string): Promise<FoodOrder> {
      const row = isUuid(orderId) ? await repo.foodOrder(db, orderId) : undefined
      if (!row || row.food.userId !== userId) throw foodOrderNotFound()
      const { lines, history } = await foodOrders([orderId])
      return toFoodOrder(row, lines, history)
    },

    /** My activity's food orders: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      const rows = await repo.activity(db, userId, limit, before)
      return rows.map((row) => {
        const status =
          row.status === 'awaiting_payment' && row.orderStatus === 'cancelled'
            ? 'cancelled'
            : (row.status as FoodOrderStatus)
        return {
          kind: 'food_order',
          id: row.orderId,
          title: row.restaurant,
          subtitle: `${row.dishes} item(s) · ${foodOrderStatusLabels[status]}`,
          status,
          date: row.createdAt.toISOString(),
          amount_cents: row.totalCents,
          href: `/orders/${row.orderId}`,
          ticket_count: null,
        }
      })
    },

    // ---- the owner's dashboard
    /** 403 unless an approved vendor (checked before a route reads its body). */
    vendorOf,

    async ownerRestaurants(userId: string): Promise<{ restaurants: OwnerRestaurant[] }> {
      const vendor = await vendorOf(userId)
      return { restaurants: await ownerViews(await repo.restaurantsOfVendor(db, vendor.id)) }
    },

    async createRestaurant(userId: string, input: RestaurantInput): Promise<OwnerRestaurant> {
      const vendor = await vendorOf(userId)
      const row = await transaction(async (tx) => {
        const created = await repo.insertRestaurant(tx, {
          vendorId: vendor.id,
          name: input.name,
          cuisineType: input.cuisine_type,
          deliveryFeeCents: cents(input.delivery_fee),
          deliveryTimeMinutes: input.delivery_time_minutes,
          minimumOrderCents: cents(input.minimum_order),
          ...restaurantColumns(input),
        })
        await repo.replaceHours(tx, created.id, input.hours)
        return created
      })
      return ownerView(row.id)
    },

    async updateRestaurant(userId: string, id: string, input: RestaurantChanges): Promise<OwnerRestaurant> {
      await ownRestaurant(userId, id)
      await transaction(async (tx) => {
        await repo.updateRestaurant(tx, id, restaurantColumns(input))
        if (input.hours) await repo.replaceHours(tx, id, input.hours)
      })
      return ownerView(id)
    },

    /** 403 unless an approved vendor; 404 unless the vendor's own restaurant. */
    ownRestaurant: (userId: string, id: string) => ownRestaurant(userId, id),
    ownDish: (userId: string, itemId: string) => ownDish(userId, itemId),

    async uploadRestaurantImage(userId: string, id: string, bytes: Buffer) {
      await ownRestaurant(userId, id)
      const { url } = await storeWebpImage(storage, 'restaurants', bytes)
      await repo.updateRestaurant(db, id, { imageUrl: url })
      return { image_url: url }
    },

    async ownerMenu(userId: string, id: string): Promise<{ items: MenuItem[] }> {
      await ownRestaurant(userId, id)
      return { items: (await repo.menu(db, id, false)).map(toMenuItem) }
    },

    async createDish(
      userId: string,
      restaurantId: string,
      input: z.output<typeof createMenuItemSchema>,
    ): Promise<MenuItem> {
      await ownRestaurant(userId, restaurantId)
      const row = await transaction(async (tx) =>
        repo.insertDish(tx, {
          restaurantId,
          name: input.name,
          category: input.category,
          priceCents: cents(input.price),
          sort: await repo.sortFor(tx, restaurantId, input.category),
          ...dishColumns(input),
        }),
      )
      return toMenuItem(row)
    },

    async updateDish(
      userId: string,
      itemId: string,
      input: z.output<typeof updateMenuItemSchema>,
    ): Promise<MenuItem> {
      const { dish } = await ownDish(userId, itemId)
      const changes = dishColumns(input)
      if (input.category !== undefined && input.category !== dish.category)
        changes.sort = await repo.sortFor(db, dish.restaurantId, input.category)
      return toMenuItem((await repo.updateDish(db, itemId, changes))!)
    },

    async deleteDish(userId: string, itemId: string) {
      await ownDish(userId, itemId)
      await repo.deleteDish(db, itemId)
    },

    async uploadDishImage(userId: string, itemId: string, bytes: Buffer) {
      await ownDish(userId, itemId)
      const { url } = await storeWebpImage(storage, 'dishes', bytes)
      await repo.updateDish(db, itemId, { imageUrl: url })
      return { image_url: url }
    },

    // ---- the kitchen
    async kitchenOrders(
      userId: string,
      restaurantId: string,
      view: 'active' | 'done',
    ): Promise<{ orders: KitchenOrder[] }> {
      await ownRestaurant(userId, restaurantId)
      const rows = await repo.kitchenOrders(db, restaurantId, view, KITCHEN_LIST_MAX)
      const { lines, history } = await foodOrders(rows.map((row) => row.food.orderId))
      return { orders: rows.map((row) => toKitchenOrder(row, lines, history)) }
    },

    /**
     * One kitchen move, only in the allowed order (kitchenMoves): the food order's guarded UPDATE, its history
     * entry and the order's own move through checkout, in one transaction; then the customer and the owner
     * are told. A skip or a step back answers 409.
     */
    async move(
      userId: string,
      orderId: string,
      input: z.output<typeof kitchenMoveSchema>,
    ): Promise<KitchenOrder> {
      const vendor = await vendorOf(userId)
      const current = isUuid(orderId) ? await repo.foodOrder(db, orderId) : undefined
      // Another vendor's order, or one not yet paid: the kitchen does not see it.
      if (
        !current ||
        current.restaurant.vendorId !== vendor.id ||
        ['awaiting_payment'].includes(current.food.status)
      )
        throw foodOrderNotFound()
      const target = input.status as KitchenMove
      const from = kitchenMoves[target] as readonly string[]
      const refused = () =>
        moveNotAllowed(foodOrderStatusLabels[statusOf(current)], foodOrderStatusLabels[target])
      if (!from.includes(current.food.status)) throw refused()
      const at = new Date()
      const moved = await transaction(async (tx) => {
        const set: Parameters<typeof repo.moveFoodOrder>[3] = { status: target }
        if (target === 'accepted') {
          set.estimateMinutes = input.estimate_minutes ?? null
          set.estimatedDeliveryAt = new Date(at.getTime() + (input.estimate_minutes ?? 0) * 60_000)
        }
        if (target === 'rejected') set.rejectReason = input.reason ?? null
        const row = await repo.moveFoodOrder(tx, orderId, from, set)
        if (!row) return false
        const note =
          target === 'accepted'
            ? `Accepted; about ${input.estimate_minutes} minutes`
            : target === 'rejected'
              ? `Rejected: ${input.reason}`
              : null
        await repo.addHistory(tx, orderId, target, note)
        const orderMove =
          target === 'accepted'
            ? 'provider_processing'
            : target === 'delivered'
              ? 'provider_completed'
              : target === 'rejected'
                ? 'provider_rejected'
                : undefined
        if (orderMove) {
          const notes = {
            provider_processing: `Accepted by ${current.restaurant.name}`,
            provider_completed: `Delivered by ${current.restaurant.name}`,
            provider_rejected: `Rejected by ${current.restaurant.name}: ${input.reason}; a refund is due`,
          } as const
          const done = await checkout.providerMove(tx, orderId, orderMove, notes[orderMove])
          // The order moved elsewhere meanwhile (an admin cancelled it): nothing of this move stays.
          if (!done) throw refused()
        }
        return true
      })
      if (!moved) {
        const now = await repo.foodOrder(db, orderId)
        throw moveNotAllowed(
          foodOrderStatusLabels[now ? statusOf(now) : statusOf(current)],
          foodOrderStatusLabels[target],
        )
      }
      const after = (await repo.foodOrder(db, orderId))!
      await announceMove(after, target)
      const { lines, history } = await foodOrders([orderId])
      return toKitchenOrder(after, lines, history)
    },

    // ---- admin
    async adminList(): Promise<{ restaurants: AdminRestaurant[] }> {
      const rows = await repo.withOwners(db)
      const views = await ownerViews(rows.map((row) => row.restaurant))
      return {
        restaurants: views.map((view, index) => ({
          ...view,
          owner: {
            vendor_id: rows[index]!.restaurant.vendorId,
            business_name: rows[index]!.businessName,
            email: rows[index]!.email,
          },
        })),
      }
    },

    /** Suspends (off the list, no orders) or restores a restaurant, audited in the same transaction. */
    async setSuspended(actor: Actor, id: string, isSuspended: boolean): Promise<AdminRestaurant> {
      if (!isUuid(id)) throw restaurantNotFound()
      await transaction(async (tx) => {
        const before = await repo.restaurant(tx, id)
        if (!before) throw restaurantNotFound()
        if (before.isSuspended === isSuspended) return
        await repo.updateRestaurant(tx, id, { isSuspended })
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: isSuspended ? 'restaurant.suspend' : 'restaurant.restore',
          entityType: 'restaurant',
          entityId: id,
          summary: `${isSuspended ? 'Suspended' : 'Restored'} restaurant "${before.name}"`,
          before: { is_suspended: before.isSuspended },
          after: { is_suspended: isSuspended },
        })
      })
      const [row] = await repo.withOwners(db, id)
      const [view] = await ownerViews([row!.restaurant])
      return {
        ...view!,
        owner: { vendor_id: row!.restaurant.vendorId, business_name: row!.businessName, email: row!.email },
      }
    },
  }
}
export type FoodService = ReturnType<typeof createFoodService>
