import { formatMoney } from '@soko/shared/money/format-money'
import type { Db } from '../../db/client'
import type { NotificationsService } from '../notifications/notifications.service'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import type { RealtimeService } from '../realtime/realtime.service'
import {
  belowMinimum,
  dishesFromOneRestaurant,
  dishNotFound,
  dishUnavailable,
  emptyBasket,
  notEnoughPortions,
  restaurantClosed,
  restaurantNotFound,
} from './food.errors'
import { nairobiClock } from './food.hours'
import { foodPaidNotice, newKitchenOrderNotice } from './food.notices'
import { DELIVERY_LINE_PREFIX, foodRepository as repo } from './food.repository'
import { isUuid } from '../../lib/ids'

export const isDeliveryLine = (line: { referenceId: string }) =>
  line.referenceId.startsWith(DELIVERY_LINE_PREFIX)

/** Dish lines merged by dish and sorted by id, so concurrent orders lock rows in one order (no deadlock). */
function dishLines(lines: { referenceId: string; quantity: number }[]) {
  const quantities = new Map<string, number>()
  for (const line of lines)
    if (!isDeliveryLine(line))
      quantities.set(line.referenceId, (quantities.get(line.referenceId) ?? 0) + line.quantity)
  return [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
}

/**
 * Food as order lines (`food`, decision 019): dishes priced from the server's menu, their portions taken with
 * one conditional UPDATE each in the order's transaction; the restaurant must be open, every dish of it and
 * available, and the dishes' subtotal at least its minimum order. The restaurant's delivery fee is one more
 * line (`delivery:<restaurantId>`) written by the server: whatever the request says of it is ignored.
 * Once paid (fulfil), the food order is placed and the kitchen told.
 */
export function createFoodOrderLines({
  db,
  realtime,
  notifications,
  now = () => new Date(),
}: {
  db: Db
  realtime: Pick<RealtimeService, 'publishToUser'>
  notifications: Pick<NotificationsService, 'notify'>
  now?: () => Date
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  /** After payment: awaiting_payment -> placed once (a repeat changes nothing), then the owner is told. */
  async function fulfil(order: { orderId: string; userId: string }) {
    const placed = await transaction(async (tx) => {
      const row = await repo.moveFoodOrder(tx, order.orderId, ['awaiting_payment'], {
        status: 'placed',
        paidAt: new Date(),
      })
      if (!row) return undefined
      await repo.addHistory(tx, order.orderId, 'placed', 'Paid; sent to the restaurant')
      await repo.clearBasket(tx, order.userId, row.restaurantId)
      return row
    })
    if (!placed) return
    const found = await repo.foodOrder(db, order.orderId)
    const owner = await repo.ownerUserOf(db, placed.restaurantId)
    await realtime.publishToUser(order.userId, {
      type: 'food.order_status',
      order_id: order.orderId,
      status: 'placed',
    })
    if (!owner || !found) return
    await realtime.publishToUser(owner, {
      type: 'food.kitchen_order',
      order_id: order.orderId,
      restaurant_id: placed.restaurantId,
      status: 'placed',
      is_new: true,
    })
    const lines = await repo.lines(db, [order.orderId])
    const items = lines.filter((line) => !isDeliveryLine(line)).reduce((sum, line) => sum + line.quantity, 0)
    const notice = newKitchenOrderNotice(
      found.order.reference,
      found.restaurant.name,
      items,
      formatMoney(found.order.totalAmountCents),
    )
    await notifications.notify(owner, { type: 'info', ...notice, actionUrl: '/food-dashboard' })
  }

  const kind: OrderLineKind = {
    kind: 'food',
    ships: false,
    paidNotice: foodPaidNotice,

    async take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]> {
      const wanted = dishLines(lines)
      if (!wanted.length) throw emptyBasket()
      if (wanted.some(([id]) => !isUuid(id))) throw dishNotFound()
      const dishes = await repo.dishes(
        tx,
        wanted.map(([id]) => id),
      )
      if (dishes.length !== wanted.length) throw dishNotFound()
      const restaurantIds = new Set(dishes.map((dish) => dish.restaurantId))
      if (restaurantIds.size !== 1) throw dishesFromOneRestaurant()
      const restaurant = await repo.restaurant(tx, dishes[0]!.restaurantId)
      if (!restaurant || restaurant.isSuspended) throw restaurantNotFound()
      if (!(await repo.isOpen(tx, restaurant.id, nairobiClock(now())))) throw restaurantClosed()
      const byId = new Map(dishes.map((dish) => [dish.id, dish]))
      let subtotal = 0
      for (const [id, quantity] of wanted) {
        const dish = byId.get(id)!
        if (!dish.isAvailable || dish.portionsLeft === 0) throw dishUnavailable(dish.name)
        if (dish.portionsLeft !== null && dish.portionsLeft < quantity)
          throw notEnoughPortions(dish.name, dish.portionsLeft)
        subtotal += dish.priceCents * quantity
      }
      if (subtotal < restaurant.minimumOrderCents)
        throw belowMinimum(
          formatMoney(restaurant.minimumOrderCents),
          formatMoney(restaurant.minimumOrderCents - subtotal),
        )
      const taken: StoredOrderLine[] = []
      for (const [id, quantity] of wanted) {
        const row = await repo.takePortions(tx, id, quantity, true)
        if (!row) {
          // Taken meanwhile by another order: say how it stands now.
          const now = await repo.dish(tx, id)
          if (!now || !now.isAvailable || now.portionsLeft === 0) throw dishUnavailable(byId.get(id)!.name)
          throw notEnoughPortions(now.name, now.portionsLeft ?? 0)
        }
        taken.push({
          kind: 'food',
          referenceId: id,
          name: row.name,
          imageUrl: row.imageUrl,
          quantity,
          priceAtPurchaseCents: row.priceCents,
        })
      }
      if (restaurant.deliveryFeeCents > 0)
        taken.push({
          kind: 'food',
          referenceId: `${DELIVERY_LINE_PREFIX}${restaurant.id}`,
          name: 'Delivery fee',
          imageUrl: null,
          quantity: 1,
          priceAtPurchaseCents: restaurant.deliveryFeeCents,
        })
      return taken
    },

    async release(tx, lines) {
      for (const [id, quantity] of dishLines(lines)) await repo.releasePortions(tx, id, quantity)
    },

    async retake(tx, lines) {
      // Money arrived late: the portions must still be there (the dish may since have been switched off).
      for (const [id, quantity] of dishLines(lines))
        if (!(await repo.takePortions(tx, id, quantity, false))) return false
      return true
    },

    describe: (line) =>
      isDeliveryLine(line)
        ? `Delivery fee: ${formatMoney(line.priceAtPurchaseCents)}`
        : `${line.quantity} x ${line.name} @ ${formatMoney(line.priceAtPurchaseCents)} = ${formatMoney(line.priceAtPurchaseCents * line.quantity)}`,

    fulfil,

    async cancelled(tx, order) {
      // An admin cancelled the order: the kitchen stops (a rejected or delivered order stays as it is).
      const row = await repo.moveFoodOrder(
        tx,
        order.orderId,
        ['awaiting_payment', 'placed', 'accepted', 'preparing', 'on_the_way'],
        { status: 'cancelled' },
      )
      if (row) await repo.addHistory(tx, order.orderId, 'cancelled', 'Cancelled by Soko')
    },

    async reopened(tx, order) {
      // An admin reopened the order (its portions taken again): back to the kitchen when it was paid, else
      // awaiting its payment. The kitchen decides again, even on an order it had rejected.
      const found = await repo.foodOrder(tx, order.orderId)
      if (!found) return
      const paid = found.order.paymentStatus === 'paid'
      const row = await repo.moveFoodOrder(tx, order.orderId, ['cancelled', 'rejected'], {
        status: paid ? 'placed' : 'awaiting_payment',
        rejectReason: null,
      })
      if (row && paid) await repo.addHistory(tx, order.orderId, 'placed', 'Reopened by Soko')
    },
  }
  return { kind, fulfil }
}
