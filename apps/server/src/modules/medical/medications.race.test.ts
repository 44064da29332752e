import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { addMedication, makePharmacy, orderMedicines } from '../../test/pharmacy-helpers'
import { buildTestApp } from '../../test/test-app'
import { orderItems } from '../orders/orders.table'
import { medicationPrescriptions, medications } from './medical.table'

// Meaningful on PostgreSQL (TEST_DATABASE_URL, CI's PostgreSQL pass), where the orders run in concurrent
// transactions on several connections; PGlite runs one query at a time, so there it only checks the totals.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const buyers = (count: number, subnet: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => signUp(app, { ip: `10.48.${subnet}.${i}` })))

describe('medication stock under contention', () => {
  it('30 concurrent buyers of a medicine with 10 in stock make exactly 10 orders; never oversold', async () => {
    const pharmacy = await makePharmacy(app)
    const id = await addMedication(pharmacy, {
      name: 'Coartem 20/120 (24 tablets)',
      category: 'Malaria',
      stock_quantity: 10,
      requires_prescription: true,
    })
    const responses = await Promise.all(
      (await buyers(30, 1)).map(({ cookie }) => orderMedicines({ request: as(app, cookie) }, { [id]: 1 })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(20)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('medical.not_enough_stock')
    expect((await app.db.select().from(medications).where(eq(medications.id, id)))[0]!.stockQuantity).toBe(0)
    const [taken] = await app.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.referenceId, id))
    expect(Number(taken!.n)).toBe(10)
    // Every placed order has its prescription row; the refused ones left none.
    const placed = responses.filter((r) => r.statusCode === 201).map((r) => r.json().order_id as string)
    expect(
      await app.db.$count(medicationPrescriptions, inArray(medicationPrescriptions.orderId, placed)),
    ).toBe(10)
  })

  it('orders of two medicines listed in either order never deadlock nor oversell', async () => {
    const pharmacy = await makePharmacy(app)
    const a = await addMedication(pharmacy, { name: 'Cetrizet 10mg', stock_quantity: 6 })
    const b = await addMedication(pharmacy, { name: 'Piriton 4mg', stock_quantity: 6 })
    const responses = await Promise.all(
      (await buyers(12, 2)).map(({ cookie }, i) =>
        orderMedicines({ request: as(app, cookie) }, i % 2 ? { [a]: 1, [b]: 1 } : { [b]: 1, [a]: 1 }),
      ),
    )
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(6)
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true)
    const stock = await app.db
      .select()
      .from(medications)
      .where(inArray(medications.id, [a, b]))
    expect(stock.map((row) => row.stockQuantity)).toEqual([0, 0])
  })
})
