import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../test/event-helpers'
import {
  alwaysOpen,
  createDish,
  createRestaurant,
  hoursClosedNow,
  makeFoodCustomer,
  makeVendor,
  orderFood,
} from '../../test/food-helpers'
import { multipart } from '../../test/multipart'
import {
  attemptByCheckoutId,
  eventually,
  payMpesa,
  postCallback,
  successCallback,
} from '../../test/payment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { orderItems, orders } from '../orders/orders.table'
import { nairobiClock, openByClock } from './food.hours'
import { foodRepository } from './food.repository'
import { foodBaskets, foodOrders, menuItems } from './food.table'

let app: FastifyInstance
let owner: Awaited<ReturnType<typeof makeVendor>>
let admin: Awaited<ReturnType<typeof makeAdmin>>

beforeAll(async () => {
  // M-Pesa callbacks are delivered by the test itself, when it chooses.
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  owner = await makeVendor(app)
  admin = await makeAdmin(app)
})
afterAll(async () => {
  await app.close()
})

const portionsOf = async (id: string) =>
  (await app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]!.portionsLeft
const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/restaurants?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    restaurants: { id: string; name: string; is_open: boolean; opens_next: string | null }[]
    total: number
  }
}

/** A paid order through the payment core, its fulfilment run (as the queue does). */
async function pay(orderId: string, reference = `SKF${Date.now().toString(36).toUpperCase()}`) {
  await app.checkout.paymentSucceeded(orderId, { method: 'mpesa', reference, receipt: reference })
  await app.jobs.runOnce()
}

/** A restaurant open now with a dish or two; answers their ids. */
async function openRestaurant(overrides: Record<string, unknown> = {}, dish: Record<string, unknown> = {}) {
  const restaurantId = await createRestaurant(owner, overrides)
  const dishId = await createDish(owner, restaurantId, dish)
  const sideId = await createDish(owner, restaurantId, {
    name: 'Chapati (2 pieces)',
    category: 'Sides',
    price: 100,
  })
  return { restaurantId, dishId, sideId }
}

describe('the public list', () => {
  const tag = `zq${Date.now().toString(36)}`
  const ids = {} as Record<'cheap' | 'pizza' | 'closed' | 'off' | 'suspended', string>
  beforeAll(async () => {
    ids.cheap = await createRestaurant(owner, {
      name: `${tag} Alpha Grill`,
      cuisine_type: 'grill',
      delivery_fee: 0,
      delivery_time_minutes: 20,
      minimum_order: 1000,
    })
    ids.pizza = await createRestaurant(owner, {
      name: `${tag} Bravo Pizza`,
      cuisine_type: 'pizza',
      delivery_fee: 250,
      delivery_time_minutes: 45,
      minimum_order: 300,
    })
    ids.closed = await createRestaurant(owner, {
      name: `${tag} Charlie Closed`,
      cuisine_type: 'fast_food',
      delivery_fee: 100,
      delivery_time_minutes: 15,
      minimum_order: 200,
      hours: hoursClosedNow(),
    })
    ids.off = await createRestaurant(owner, {
      name: `${tag} Delta Switched Off`,
      cuisine_type: 'healthy',
      delivery_fee: 50,
      delivery_time_minutes: 25,
      is_active: false,
    })
    ids.suspended = await createRestaurant(owner, { name: `${tag} Echo Suspended` })
    const suspended = await admin.request({
      method: 'PATCH',
      url: `/api/admin/restaurants/${ids.suspended}`,
      payload: { is_suspended: true },
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
  })

  it('lists open restaurants first, then the sort, then name; suspended ones not at all', async () => {
    const page = await list(`search=${tag}`)
    expect(page.restaurants.map((r) => r.id)).toEqual([ids.cheap, ids.pizza, ids.closed, ids.off])
    expect(page.total).toBe(4)
    expect(page.restaurants.map((r) => r.is_open)).toEqual([true, true, false, false])
    // Closed by the clock: it says when it opens next; switched off: it does not.
    expect(page.restaurants[2]!.opens_next).toMatch(/^(\d{2}:\d{2}|[A-Z][a-z]{2} \d{2}:\d{2})$/)
    expect(page.restaurants[3]!.opens_next).toBeNull()
    const card = page.restaurants[0] as unknown as Record<string, unknown>
    expect(card).toMatchObject({
      cuisine_type: 'grill',
      delivery_fee: 0,
      delivery_fee_cents: 0,
      minimum_order: 1000,
      hours_today: '00:00-23:59',
      rating: null,
    })
  })

  it('sorts by fastest delivery and lowest minimum, open ones first in each', async () => {
    expect((await list(`search=${tag}&sort=delivery_time`)).restaurants.map((r) => r.id)).toEqual([
      ids.cheap,
      ids.pizza,
      ids.closed,
      ids.off,
    ])
    expect((await list(`search=${tag}&sort=minimum_order`)).restaurants.map((r) => r.id)).toEqual([
      ids.pizza,
      ids.cheap,
      ids.closed,
      ids.off,
    ])
    expect((await app.inject({ method: 'GET', url: '/api/restaurants?sort=cheapest' })).statusCode).toBe(400)
  })

  it('filters by cuisine, max fee (fee <= max) and max time (0 is any), and searches cuisine labels', async () => {
    expect((await list(`search=${tag}&cuisine=pizza`)).restaurants.map((r) => r.id)).toEqual([ids.pizza])
    expect((await list(`search=${tag}&cuisine=all`)).total).toBe(4)
    expect((await list(`search=${tag}&max_fee=100`)).restaurants.map((r) => r.id)).toEqual([
      ids.cheap,
      ids.closed,
      ids.off,
    ])
    expect((await list(`search=${tag}&max_fee=0`)).restaurants.map((r) => r.id)).toEqual([ids.cheap])
    expect((await list(`search=${tag}&max_time=20`)).restaurants.map((r) => r.id)).toEqual([
      ids.cheap,
      ids.closed,
    ])
    expect((await list(`search=${tag}&max_time=0`)).total).toBe(4)
    expect((await list(`search=${tag.toUpperCase()} charlie`)).restaurants.map((r) => r.id)).toEqual([
      ids.closed,
    ])
    expect((await list(`search=fast food&limit=60`)).restaurants.map((r) => r.id)).toContain(ids.closed)
  })

  it('pages', async () => {
    const first = await list(`search=${tag}&limit=3&page=1`)
    expect(first.restaurants).toHaveLength(3)
    const second = await list(`search=${tag}&limit=3&page=2`)
    expect(second.restaurants.map((r) => r.id)).toEqual([ids.off])
    expect(second.total).toBe(4)
  })

  it('answers 404 for an unknown, malformed or suspended restaurant; shows the menu of available dishes', async () => {
    for (const id of [ids.suspended, '00000000-0000-7000-8000-000000000000', 'not-an-id']) {
      const response = await app.inject({ method: 'GET', url: `/api/restaurants/${id}` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('food.restaurant_not_found')
    }
    const dish = await createDish(owner, ids.pizza, { name: 'Margherita', category: 'Pizzas', price: 900 })
    await createDish(owner, ids.pizza, {
      name: 'Off Today',
      category: 'Pizzas',
      price: 900,
      is_available: false,
    })
    await createDish(owner, ids.pizza, { name: 'All Gone', category: 'Pizzas', price: 900, portions_left: 0 })
    const detail = (await app.inject({ method: 'GET', url: `/api/restaurants/${ids.pizza}` })).json()
    expect(detail.menu.map((m: { name: string }) => m.name)).toEqual(['Margherita'])
    expect(detail.menu[0]).toMatchObject({ id: dish, price: 900, price_cents: 90_000, portions_left: null })
    expect(detail.hours).toHaveLength(7)
    expect(detail.is_open).toBe(true)
  })
})

describe('open now, in SQL', () => {
  it('agrees with the cards at every hour of a week, past midnight and all day included', async () => {
    const sets = {
      standard: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '22:00' })),
      late: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '18:00', closes: '02:00' })),
      weekdays: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
      allDay: alwaysOpen,
      sundayLate: [{ day: 0, opens: '23:30', closes: '00:30' }],
    }
    const ids = Object.fromEntries(
      await Promise.all(
        Object.entries(sets).map(async ([name, hours]) => [
          name,
          await createRestaurant(owner, { name: `Clock ${name}`, hours }),
        ]),
      ),
    ) as Record<keyof typeof sets, string>
    // Monday 2026-03-02 00:00 Nairobi, then every 90 minutes for a week (and the minutes around midnight).
    const start = new Date('2026-03-02T00:00:00+03:00').getTime()
    const instants = [
      ...Array.from({ length: 7 * 16 }, (_, n) => new Date(start + n * 90 * 60_000)),
      new Date('2026-03-08T23:45:00+03:00'),
      new Date('2026-03-09T00:15:00+03:00'),
      new Date('2026-03-09T00:45:00+03:00'),
    ]
    for (const instant of instants) {
      const clock = nairobiClock(instant)
      for (const [name, hours] of Object.entries(sets)) {
        const sqlOpen = await foodRepository.isOpen(app.db, ids[name as keyof typeof sets], clock)
        expect(sqlOpen, `${name} at ${clock.day} ${clock.time}`).toBe(openByClock(hours, clock))
      }
    }
  })
})

describe('the basket', () => {
  it('keeps one restaurant, prices from the menu and says why it cannot check out', async () => {
    const { restaurantId, dishId, sideId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    expect((await app.inject({ method: 'GET', url: '/api/food/basket' })).statusCode).toBe(401)
    const put = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: {
        restaurant_id: restaurantId,
        items: [
          { menu_item_id: sideId, quantity: 2, price: 1 },
          { menu_item_id: sideId, quantity: 1 },
        ],
      },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json()).toMatchObject({
      subtotal_cents: 30_000,
      delivery_fee_cents: 15_000,
      total_cents: 45_000,
      minimum_order_cents: 50_000,
      meets_minimum: false,
      can_checkout: false,
      problems: ['The minimum order here is KSh 500. Add KSh 200 more to check out.'],
    })
    expect(put.json().items).toEqual([expect.objectContaining({ menu_item_id: sideId, quantity: 3 })])
    const more = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: restaurantId, items: [{ menu_item_id: dishId, quantity: 1 }] },
    })
    expect(more.json()).toMatchObject({ can_checkout: true, problems: [], subtotal_cents: 65_000 })
    expect((await customer.request({ method: 'GET', url: '/api/food/basket' })).json().restaurant.id).toBe(
      restaurantId,
    )

    // A dish of another restaurant, an unknown restaurant, an unavailable dish.
    const other = await openRestaurant({ name: 'Other Place' })
    const wrong = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: restaurantId, items: [{ menu_item_id: other.dishId, quantity: 1 }] },
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().error.code).toBe('food.dish_not_found')
    const unknown = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: '00000000-0000-7000-8000-000000000000', items: [] },
    })
    expect(unknown.json().error.code).toBe('food.restaurant_not_found')
    await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/menu-items/${dishId}`,
      payload: { is_available: false },
    })
    const off = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: restaurantId, items: [{ menu_item_id: dishId, quantity: 1 }] },
    })
    expect(off.statusCode).toBe(409)
    expect(off.json().error).toEqual({
      code: 'food.dish_unavailable',
      message: 'Sorry, Beef Pilau is not available right now.',
    })
    const cleared = await customer.request({ method: 'DELETE', url: '/api/food/basket' })
    expect(cleared.json()).toMatchObject({ restaurant: null, items: [] })
  })
})

describe('placing a food order', () => {
  it('prices from the server: a price or fee in the body is ignored; the fee is its own line', async () => {
    const { restaurantId, dishId, sideId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    const response = await orderFood(
      customer,
      restaurantId,
      { [dishId]: 1, [sideId]: 2 },
      { extra: { delivery_fee: 0, total: 1, subtotal_cents: 1, items_price: 1 } },
    )
    expect(response.statusCode, response.body).toBe(201)
    const { order, food_order } = response.json()
    expect(order.total_amount_cents).toBe(65_000 + 20_000 + 15_000)
    expect(food_order).toMatchObject({
      status: 'awaiting_payment',
      subtotal_cents: 85_000,
      delivery_fee_cents: 15_000,
      total_cents: 100_000,
      delivery_address: 'Lenana Road 14, Kilimani',
      restaurant: { id: restaurantId, name: 'Mama Ngina Kitchen' },
    })
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(
      lines.map((line) => [line.kind, line.referenceId, line.quantity, line.priceAtPurchaseCents]).sort(),
    ).toEqual(
      [
        ['food', `delivery:${restaurantId}`, 1, 15_000],
        ['food', dishId, 1, 65_000],
        ['food', sideId, 2, 10_000],
      ].sort(),
    )
    // A price per item in the body is stripped, never read.
    const tampered = await customer.request({
      method: 'POST',
      url: '/api/food/orders',
      payload: {
        restaurant_id: restaurantId,
        items: [{ menu_item_id: dishId, quantity: 1, price: 1, price_cents: 1 }],
        delivery_address: 'Lenana Road 14',
        contact_phone: '0712345678',
        contact_email: 'buyer@example.co.ke',
      },
    })
    expect(tampered.statusCode, tampered.body).toBe(201)
    expect(tampered.json().order.total_amount_cents).toBe(65_000 + 15_000)
    // A delivery line smuggled in as a dish is not a dish.
    const smuggled = await orderFood(customer, restaurantId, { [`delivery:${restaurantId}`]: 1, [dishId]: 1 })
    expect(smuggled.statusCode).toBe(404)
    expect(smuggled.json().error.code).toBe('food.dish_not_found')
  })

  it('answers a repeat with the same Idempotency-Key with the first order', async () => {
    const { restaurantId, dishId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    const first = await orderFood(customer, restaurantId, { [dishId]: 1 }, { key: 'food-1' })
    const again = await orderFood(customer, restaurantId, { [dishId]: 1 }, { key: 'food-1' })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json().order.id).toBe(first.json().order.id)
    expect(await app.db.$count(foodOrders, eq(foodOrders.userId, customer.userId))).toBe(1)
  })

  it('refuses an empty basket, a missing address, signed-out visitors', async () => {
    const { restaurantId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    const empty = await orderFood(customer, restaurantId, {})
    expect(empty.statusCode).toBe(400)
    expect(Object.values(empty.json().error.fields)).toContain('Please add items to your cart')
    const noAddress = await orderFood(customer, restaurantId, {}, { extra: { delivery_address: ' ' } })
    expect(Object.values(noAddress.json().error.fields)).toContain('Please enter the delivery address.')
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/food/orders',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    })
    expect(signedOut.statusCode).toBe(401)
  })

  it('refuses an unavailable dish, a dish of another restaurant, and too few portions', async () => {
    const { restaurantId, dishId, sideId } = await openRestaurant({}, { portions_left: 2 })
    const customer = await makeFoodCustomer(app)
    const few = await orderFood(customer, restaurantId, { [dishId]: 3 })
    expect(few.statusCode).toBe(409)
    expect(few.json().error).toMatchObject({
      code: 'food.not_enough_portions',
      message: 'Only 2 portion(s) of Beef Pilau left today.',
    })
    await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/menu-items/${sideId}`,
      payload: { is_available: false },
    })
    const off = await orderFood(customer, restaurantId, { [dishId]: 1, [sideId]: 5 })
    expect(off.statusCode).toBe(409)
    expect(off.json().error.code).toBe('food.dish_unavailable')
    // Nothing was taken by the refused orders.
    expect(await portionsOf(dishId)).toBe(2)
    const other = await openRestaurant({ name: 'Somewhere Else' })
    const foreign = await orderFood(customer, restaurantId, { [other.dishId]: 1 })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('food.dish_not_found')
  })

  it('refuses a closed restaurant: switched off, or outside its hours', async () => {
    const { restaurantId, dishId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/restaurants/${restaurantId}`,
      payload: { is_active: false },
    })
    const off = await orderFood(customer, restaurantId, { [dishId]: 1 })
    expect(off.statusCode).toBe(409)
    expect(off.json().error).toEqual({
      code: 'food.restaurant_closed',
      message: 'This restaurant is closed right now. Please order when it opens.',
    })
    await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/restaurants/${restaurantId}`,
      payload: { is_active: true, hours: hoursClosedNow() },
    })
    const outside = await orderFood(customer, restaurantId, { [dishId]: 1 })
    expect(outside.statusCode).toBe(409)
    expect(outside.json().error.code).toBe('food.restaurant_closed')
    const basket = await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: restaurantId, items: [{ menu_item_id: dishId, quantity: 1 }] },
    })
    expect(basket.json()).toMatchObject({ can_checkout: false })
    expect(basket.json().problems).toContain(
      'This restaurant is closed right now. Please order when it opens.',
    )
    await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/restaurants/${restaurantId}`,
      payload: { hours: alwaysOpen },
    })
    expect((await orderFood(customer, restaurantId, { [dishId]: 1 })).statusCode).toBe(201)
  })

  it('refuses an order below the minimum (the dishes, not the fee) with the message', async () => {
    const { restaurantId, sideId } = await openRestaurant({ minimum_order: 500, delivery_fee: 400 })
    const customer = await makeFoodCustomer(app)
    const below = await orderFood(customer, restaurantId, { [sideId]: 2 })
    expect(below.statusCode).toBe(409)
    expect(below.json().error).toEqual({
      code: 'food.below_minimum',
      message: 'The minimum order here is KSh 500. Add KSh 300 more to check out.',
    })
    const swahili = await customer.request({
      method: 'POST',
      url: '/api/food/orders',
      headers: { 'accept-language': 'sw-KE' },
      payload: {
        restaurant_id: restaurantId,
        items: [{ menu_item_id: sideId, quantity: 2 }],
        delivery_address: 'Lenana Road 14',
        contact_phone: '0712345678',
        contact_email: 'buyer@example.co.ke',
      },
    })
    expect(swahili.json().error).toEqual({
      code: 'food.below_minimum',
      message: 'Agizo la chini hapa ni KSh 500. Ongeza KSh 300 zaidi ili ulipie.',
    })
    expect((await orderFood(customer, restaurantId, { [sideId]: 5 })).statusCode).toBe(201)
  })
})

describe('paying and the kitchen', () => {
  it('a paid order (M-Pesa sandbox) reaches the kitchen; moves go in order only; delivered completes it', async () => {
    const { restaurantId, dishId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    await customer.request({
      method: 'PUT',
      url: '/api/food/basket',
      payload: { restaurant_id: restaurantId, items: [{ menu_item_id: dishId, quantity: 1 }] },
    })
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 1 })).json()
    // Unpaid: the kitchen does not see it, and cannot move it.
    const kitchen = () =>
      owner.request({ method: 'GET', url: `/api/food-dashboard/restaurants/${restaurantId}/orders` })
    expect((await kitchen()).json().orders).toEqual([])
    const early = await owner.request({
      method: 'POST',
      url: `/api/food-dashboard/orders/${order.id}/status`,
      payload: { status: 'accepted', estimate_minutes: 30 },
    })
    expect(early.statusCode).toBe(404)

    const push = await payMpesa(app, customer.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    expect((await postCallback(app, attempt.callbackToken!, successCallback(attempt))).statusCode).toBe(200)
    await app.jobs.runOnce()

    const waiting = (await kitchen()).json().orders
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ order_id: order.id, status: 'placed', restaurant_id: restaurantId })
    expect(waiting[0].paid_at).not.toBeNull()
    // The basket of that restaurant was emptied; the customer and the owner were told.
    expect(await app.db.$count(foodBaskets, eq(foodBaskets.userId, customer.userId))).toBe(0)
    const customerNotices = (await customer.request({ method: 'GET', url: '/api/notifications' })).json()
      .items
    expect(customerNotices.map((n: { message: string }) => n.message)).toContain(
      'Payment successful! Your food order has been sent to the restaurant.',
    )
    const ownerNotices = (await owner.request({ method: 'GET', url: '/api/notifications' })).json().items
    expect(ownerNotices.some((n: { title: string }) => n.title === 'New food order')).toBe(true)
    const figures = (await owner.request({ method: 'GET', url: '/api/food-dashboard/restaurants' }))
      .json()
      .restaurants.find((r: { id: string }) => r.id === restaurantId)
    expect(figures).toMatchObject({ orders_waiting: 1, orders_today: 1, revenue_today_cents: 80_000 })

    const move = (payload: Record<string, unknown>) =>
      owner.request({ method: 'POST', url: `/api/food-dashboard/orders/${order.id}/status`, payload })
    // A skip, and a missing estimate.
    const skip = await move({ status: 'preparing' })
    expect(skip.statusCode).toBe(409)
    expect(skip.json().error).toEqual({
      code: 'food.move_not_allowed',
      message: 'This order cannot move from Order placed to Preparing.',
    })
    const noEstimate = await move({ status: 'accepted' })
    expect(noEstimate.statusCode).toBe(400)
    expect(Object.values(noEstimate.json().error.fields)).toContain(
      'Please give an estimate from 5 to 180 minutes.',
    )
    const accepted = await move({ status: 'accepted', estimate_minutes: 40 })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'accepted', estimate_minutes: 40 })
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('processing')
    // Going back is refused.
    expect((await move({ status: 'accepted', estimate_minutes: 20 })).statusCode).toBe(409)
    expect((await move({ status: 'delivered' })).statusCode).toBe(409)
    expect((await move({ status: 'preparing' })).statusCode).toBe(200)
    expect((await move({ status: 'on_the_way' })).statusCode).toBe(200)
    expect((await move({ status: 'rejected', reason: 'Too late' })).statusCode).toBe(409)
    const delivered = await move({ status: 'delivered' })
    expect(delivered.json().status).toBe('delivered')
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('completed')

    const mine = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(mine.status).toBe('delivered')
    expect(mine.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'placed',
      'accepted',
      'preparing',
      'on_the_way',
      'delivered',
    ])
    expect(mine.estimated_delivery_at).not.toBeNull()
    const titles = (await customer.request({ method: 'GET', url: '/api/notifications' }))
      .json()
      .items.map((n: { title: string }) => n.title)
    expect(titles).toEqual(
      expect.arrayContaining([
        'Order accepted',
        'Your food is being prepared',
        'Your order is on the way',
        'Order delivered',
      ]),
    )
    expect((await kitchen()).json().orders).toEqual([])
    const done = (
      await owner.request({
        method: 'GET',
        url: `/api/food-dashboard/restaurants/${restaurantId}/orders?view=done`,
      })
    ).json().orders
    expect(done.map((o: { order_id: string }) => o.order_id)).toEqual([order.id])
  })

  it('rejecting marks the payment refund due and gives the portions back', async () => {
    const { restaurantId, dishId } = await openRestaurant({}, { portions_left: 5 })
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 2 })).json()
    expect(await portionsOf(dishId)).toBe(3)
    await pay(order.id)
    const noReason = await owner.request({
      method: 'POST',
      url: `/api/food-dashboard/orders/${order.id}/status`,
      payload: { status: 'rejected' },
    })
    expect(noReason.statusCode).toBe(400)
    const rejected = await owner.request({
      method: 'POST',
      url: `/api/food-dashboard/orders/${order.id}/status`,
      payload: { status: 'rejected', reason: 'Out of gas' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'Out of gas',
      refund_due: true,
    })
    expect(await portionsOf(dishId)).toBe(5)
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'cancelled', refundDue: true, paymentStatus: 'paid' })
    const mine = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(mine).toMatchObject({ status: 'rejected', refund_due: true, reject_reason: 'Out of gas' })
    const notice = (await customer.request({ method: 'GET', url: '/api/notifications' })).json().items[0]
    expect(notice).toMatchObject({ title: 'Order rejected', action_url: `/orders/${order.id}` })
    expect(notice.message).toContain('Out of gas')
  })

  it('an unpaid order that expires gives its portions back and reads as cancelled', async () => {
    const { restaurantId, dishId } = await openRestaurant({}, { portions_left: 4 })
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 4 })).json()
    expect(await portionsOf(dishId)).toBe(0)
    expect(
      (await orderFood(await makeFoodCustomer(app), restaurantId, { [dishId]: 1 })).json().error.code,
    ).toBe('food.dish_unavailable')
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    await app.jobs.runOnce()
    expect(await portionsOf(dishId)).toBe(4)
    const mine = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(mine.status).toBe('cancelled')
    expect((await orderFood(await makeFoodCustomer(app), restaurantId, { [dishId]: 1 })).statusCode).toBe(201)
  })

  it('a late payment after expiry takes the portions again and reaches the kitchen', async () => {
    const { restaurantId, dishId } = await openRestaurant({}, { portions_left: 3 })
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 2 })).json()
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    await app.jobs.runOnce()
    expect(await portionsOf(dishId)).toBe(3)
    await pay(order.id)
    expect(await portionsOf(dishId)).toBe(1)
    const mine = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(mine.status).toBe('placed')
  })

  it('an admin cancelling a paid food order stops the kitchen, gives the portions back, refund due', async () => {
    const { restaurantId, dishId } = await openRestaurant({}, { portions_left: 6 })
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 2 })).json()
    await pay(order.id)
    const cancelled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_due: true })
    expect(await portionsOf(dishId)).toBe(6)
    const mine = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(mine).toMatchObject({ status: 'cancelled', refund_due: true })
    const move = await owner.request({
      method: 'POST',
      url: `/api/food-dashboard/orders/${order.id}/status`,
      payload: { status: 'accepted', estimate_minutes: 20 },
    })
    expect(move.statusCode).toBe(409)

    // Reopened by the admin: the portions are taken again and the kitchen has it back.
    const reopened = await admin.request({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'processing' },
    })
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(await portionsOf(dishId)).toBe(4)
    const again = (await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).json()
    expect(again).toMatchObject({ status: 'placed' })
    const accepted = await owner.request({
      method: 'POST',
      url: `/api/food-dashboard/orders/${order.id}/status`,
      payload: { status: 'accepted', estimate_minutes: 20 },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
  })

  it("another owner's order, restaurant and dish answer 404; another customer's food order too", async () => {
    const { restaurantId, dishId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 1 })).json()
    await pay(order.id)
    const rival = await makeVendor(app, 'Rival Eats')
    const attempts = [
      rival.request({
        method: 'POST',
        url: `/api/food-dashboard/orders/${order.id}/status`,
        payload: { status: 'accepted', estimate_minutes: 20 },
      }),
      rival.request({ method: 'GET', url: `/api/food-dashboard/restaurants/${restaurantId}/orders` }),
      rival.request({ method: 'GET', url: `/api/food-dashboard/restaurants/${restaurantId}/menu` }),
      rival.request({
        method: 'PATCH',
        url: `/api/food-dashboard/restaurants/${restaurantId}`,
        payload: { name: 'Mine now' },
      }),
      rival.request({
        method: 'POST',
        url: `/api/food-dashboard/restaurants/${restaurantId}/menu`,
        payload: { name: 'Ugali', category: 'Sides', price: 50 },
      }),
      rival.request({
        method: 'PATCH',
        url: `/api/food-dashboard/menu-items/${dishId}`,
        payload: { price: 1 },
      }),
      rival.request({ method: 'DELETE', url: `/api/food-dashboard/menu-items/${dishId}` }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404)
    expect(
      (await rival.request({ method: 'GET', url: '/api/food-dashboard/restaurants' })).json().restaurants,
    ).toEqual([])
    const stranger = await makeFoodCustomer(app)
    const theirs = await stranger.request({ method: 'GET', url: `/api/food/orders/${order.id}` })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.code).toBe('food.order_not_found')
    expect((await customer.request({ method: 'GET', url: `/api/food/orders/${order.id}` })).statusCode).toBe(
      200,
    )
  })

  it('follows live: the owner hears of a new paid order, the customer of each move', async () => {
    const { restaurantId, dishId } = await openRestaurant()
    const customer = await makeFoodCustomer(app)
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    const listen = (cookie: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/realtime`, {
        headers: { origin: TEST_ORIGIN, cookie },
      })
      const messages: Record<string, unknown>[] = []
      socket.on('message', (data) => messages.push(JSON.parse(String(data))))
      return { socket, messages }
    }
    const kitchen = listen(owner.cookie)
    const phone = listen(customer.cookie)
    try {
      for (const { messages } of [kitchen, phone])
        await eventually(async () => (messages.some((m) => m.type === 'ready') ? true : undefined))
      const { order } = (await orderFood(customer, restaurantId, { [dishId]: 1 })).json()
      await pay(order.id)
      expect(
        await eventually(async () =>
          kitchen.messages.find((m) => m.type === 'food.kitchen_order' && m.order_id === order.id),
        ),
      ).toEqual({
        type: 'food.kitchen_order',
        order_id: order.id,
        restaurant_id: restaurantId,
        status: 'placed',
        is_new: true,
      })
      await owner.request({
        method: 'POST',
        url: `/api/food-dashboard/orders/${order.id}/status`,
        payload: { status: 'accepted', estimate_minutes: 25 },
      })
      expect(
        await eventually(async () =>
          phone.messages.find((m) => m.type === 'food.order_status' && m.status === 'accepted'),
        ),
      ).toEqual({ type: 'food.order_status', order_id: order.id, status: 'accepted' })
      expect(
        await eventually(async () =>
          kitchen.messages.find((m) => m.type === 'food.kitchen_order' && m.status === 'accepted'),
        ),
      ).toMatchObject({ is_new: false })
    } finally {
      kitchen.socket.close()
      phone.socket.close()
    }
  })
})

describe('the owner dashboard', () => {
  it('401 signed out and 403 for a non-vendor on every route, before the body is read', async () => {
    const customer = await makeFoodCustomer(app)
    const id = '00000000-0000-7000-8000-000000000000'
    const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string }[] = [
      { method: 'GET', url: '/api/food-dashboard/restaurants' },
      { method: 'POST', url: '/api/food-dashboard/restaurants' },
      { method: 'PATCH', url: `/api/food-dashboard/restaurants/${id}` },
      { method: 'POST', url: `/api/food-dashboard/restaurants/${id}/image` },
      { method: 'GET', url: `/api/food-dashboard/restaurants/${id}/menu` },
      { method: 'POST', url: `/api/food-dashboard/restaurants/${id}/menu` },
      { method: 'PATCH', url: `/api/food-dashboard/menu-items/${id}` },
      { method: 'DELETE', url: `/api/food-dashboard/menu-items/${id}` },
      { method: 'POST', url: `/api/food-dashboard/menu-items/${id}/image` },
      { method: 'GET', url: `/api/food-dashboard/restaurants/${id}/orders` },
      { method: 'POST', url: `/api/food-dashboard/orders/${id}/status` },
    ]
    for (const route of routes) {
      const signedOut = await app.inject({ ...route, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401)
      // An invalid body: a 403 shows the guard ran before it was read.
      const refused = await customer.request({ ...route, payload: { nonsense: true } })
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403)
      expect(refused.json().error.code).toBe('food.not_restaurant_owner')
      // An approved vendor, but not of this (unknown) restaurant, dish or order: 404.
      if (route.url === '/api/food-dashboard/restaurants') continue
      const payloads: Record<string, object> = {
        status: { status: 'preparing' },
        menu: { name: 'Ugali', category: 'Sides', price: 50 },
      }
      const unknown = await owner.request({
        ...route,
        ...(route.method === 'PATCH' || route.url.endsWith('/status') || route.url.endsWith('/menu')
          ? { payload: payloads[route.url.split('/').at(-1)!] ?? { name: 'Somewhere' } }
          : {}),
      })
      expect(unknown.statusCode, `${route.method} ${route.url}`).toBe(404)
    }
  })

  it('edits the restaurant, hours and menu, uploads pictures, and deletes a dish', async () => {
    const restaurantId = await createRestaurant(owner, { name: 'Kibanda Bites' })
    const patched = await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/restaurants/${restaurantId}`,
      payload: {
        delivery_fee: 120,
        minimum_order: 350,
        hours: [{ day: 1, opens: '18:00', closes: '02:00' }],
      },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({
      delivery_fee: 120,
      delivery_fee_cents: 12_000,
      minimum_order_cents: 35_000,
      hours: [{ day: 1, opens: '18:00', closes: '02:00' }],
      is_suspended: false,
    })
    const badHours = await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/restaurants/${restaurantId}`,
      payload: { hours: [{ day: 1, opens: '8am', closes: '22:00' }] },
    })
    expect(badHours.statusCode).toBe(400)
    const dishId = await createDish(owner, restaurantId, { name: 'Samosa', category: 'Starters', price: 60 })
    await createDish(owner, restaurantId, {
      name: 'Mandazi',
      category: 'Starters',
      price: 30,
      portions_left: 12,
    })
    const edited = await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/menu-items/${dishId}`,
      payload: { price: 70, portions_left: 5 },
    })
    expect(edited.json()).toMatchObject({ price: 70, price_cents: 7000, portions_left: 5 })
    const cleared = await owner.request({
      method: 'PATCH',
      url: `/api/food-dashboard/menu-items/${dishId}`,
      payload: { portions_left: null, is_available: false },
    })
    expect(cleared.json()).toMatchObject({ portions_left: null, is_available: false })
    const menu = (
      await owner.request({ method: 'GET', url: `/api/food-dashboard/restaurants/${restaurantId}/menu` })
    ).json().items
    expect(menu.map((m: { name: string }) => m.name)).toEqual(['Mandazi', 'Samosa'])

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    for (const url of [
      `/api/food-dashboard/restaurants/${restaurantId}/image`,
      `/api/food-dashboard/menu-items/${dishId}/image`,
    ]) {
      const { body, contentType } = multipart('pic.png', 'image/png', png)
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
        payload: body,
      })
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().image_url).toMatch(/^\/uploads\/(restaurants|dishes)\/.+\.webp$/)
    }
    const deleted = await owner.request({ method: 'DELETE', url: `/api/food-dashboard/menu-items/${dishId}` })
    expect(deleted.statusCode).toBe(204)
    expect(await app.db.$count(menuItems, eq(menuItems.id, dishId))).toBe(0)
  })
})

describe('the admin', () => {
  it('lists every restaurant with its owner; suspending hides it and refuses orders, audited', async () => {
    const { restaurantId, dishId } = await openRestaurant({ name: 'Suspend Me Grill' })
    const listed = (await admin.request({ method: 'GET', url: '/api/admin/restaurants' })).json().restaurants
    expect(listed.find((r: { id: string }) => r.id === restaurantId)).toMatchObject({
      owner: { vendor_id: owner.vendorId, business_name: 'Mama Ngina Foods' },
      is_suspended: false,
    })
    const customer = await makeFoodCustomer(app)
    expect((await customer.request({ method: 'GET', url: '/api/admin/restaurants' })).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/restaurants', headers: { origin: TEST_ORIGIN } }))
        .statusCode,
    ).toBe(401)
    const suspended = await admin.request({
      method: 'PATCH',
      url: `/api/admin/restaurants/${restaurantId}`,
      payload: { is_suspended: true },
    })
    expect(suspended.json().is_suspended).toBe(true)
    expect((await list('search=Suspend Me')).total).toBe(0)
    expect((await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` })).statusCode).toBe(
      404,
    )
    const refused = await orderFood(customer, restaurantId, { [dishId]: 1 })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('food.restaurant_not_found')
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'restaurant'), eq(auditLog.entityId, restaurantId)))
    expect(entries.map((entry) => entry.action)).toEqual(['restaurant.suspend'])
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/restaurants/${restaurantId}`,
      payload: { is_suspended: false },
    })
    expect((await list('search=Suspend Me')).total).toBe(1)
  })
})

describe('My activity', () => {
  it('lists a food order as food_order, and not as a shop order', async () => {
    const { restaurantId, dishId } = await openRestaurant({ name: 'Activity Kitchen' })
    const customer = await makeFoodCustomer(app)
    const { order } = (await orderFood(customer, restaurantId, { [dishId]: 2 })).json()
    await pay(order.id)
    const items = (await customer.request({ method: 'GET', url: '/api/activity' })).json().items
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'food_order',
        id: order.id,
        title: 'Activity Kitchen',
        subtitle: '2 item(s) · Order placed',
        status: 'placed',
        href: `/orders/${order.id}`,
      }),
    ])
  })
})
