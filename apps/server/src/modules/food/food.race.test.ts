import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createDish, createRestaurant, makeVendor, orderFood } from '../../test/food-helpers'
import { buildTestApp } from '../../test/test-app'
import { orderItems } from '../orders/orders.table'
import { foodOrders, menuItems } from './food.table'

// Meaningful on PostgreSQL (TEST_DATABASE_URL, CI's PostgreSQL pass), where the 50 orders run in concurrent
// transactions on several connections; PGlite runs one query at a time, so there it only checks the totals.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('portions under contention', () => {
  it('50 concurrent buyers of a dish with 10 portions make exactly 10 orders; never oversold', async () => {
    const owner = await makeVendor(app)
    const restaurantId = await createRestaurant(owner, { minimum_order: 0 })
    const dishId = await createDish(owner, restaurantId, { name: 'Nyama Choma (1/2 kg)', portions_left: 10 })
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(app, { ip: `10.33.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(
      buyers.map(({ cookie }) => orderFood({ request: as(app, cookie) }, restaurantId, { [dishId]: 1 })),
    )

    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toMatch(/^food\.(dish_unavailable|not_enough_portions)$/)
    const [dish] = await app.db.select().from(menuItems).where(eq(menuItems.id, dishId))
    expect(dish!.portionsLeft).toBe(0)
    const [taken] = await app.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.referenceId, dishId))
    expect(Number(taken!.n)).toBe(10)
    expect(await app.db.$count(foodOrders, eq(foodOrders.restaurantId, restaurantId))).toBe(10)
  })

  it('mixed sizes never take more portions than there are', async () => {
    const owner = await makeVendor(app)
    const restaurantId = await createRestaurant(owner, { minimum_order: 0 })
    const dishId = await createDish(owner, restaurantId, { portions_left: 10 })
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(app, { ip: `10.34.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(
      buyers.map(({ cookie }, i) =>
        orderFood({ request: as(app, cookie) }, restaurantId, { [dishId]: (i % 3) + 1 }),
      ),
    )
    const taken = responses
      .filter((response) => response.statusCode === 201)
      .reduce((sum, response) => sum + response.json().food_order.items[0].quantity, 0)
    const [dish] = await app.db.select().from(menuItems).where(eq(menuItems.id, dishId))
    expect(dish!.portionsLeft).toBe(10 - taken)
    expect(taken).toBeLessThanOrEqual(10)
    expect(taken).toBeGreaterThan(0)
  })
})
