import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import {
  addMedication,
  makePatient,
  makePharmacy,
  medicineDelivery,
  orderMedicines,
} from '../../test/pharmacy-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { orderItems, orders } from '../orders/orders.table'
import { medicalProviders, medicationPrescriptions, medications } from './medical.table'

let app: FastifyInstance
let pharmacy: Awaited<ReturnType<typeof makePharmacy>>
let otherPharmacy: Awaited<ReturnType<typeof makePharmacy>>

beforeAll(async () => {
  app = await buildTestApp()
  pharmacy = await makePharmacy(app, 'Goodlife Pharmacy Westlands')
  otherPharmacy = await makePharmacy(app, 'Haltons Pharmacy Kilimani')
})
afterAll(async () => {
  await app.close()
})

const stockOf = async (id: string) =>
  (await app.db.select().from(medications).where(eq(medications.id, id)))[0]!.stockQuantity
const orderRow = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!

type Page = {
  items: {
    id: string
    name: string
    category: string
    price_cents: number
    requires_prescription: boolean
    pharmacy: { id: string; name: string } | null
  }[]
  next_cursor: string | null
}
async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/medical/medications?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Page
}

describe('the public list of medications', () => {
  const tag = `zq${Date.now().toString(36)}`
  const ids = {} as Record<'amox' | 'cetirizine' | 'panadol' | 'hidden' | 'zinc', string>
  beforeAll(async () => {
    ids.panadol = await addMedication(pharmacy, { name: `${tag} Panadol Extra`, category: 'Pain Relief' })
    ids.amox = await addMedication(pharmacy, {
      name: `${tag} Amoxil 500mg`,
      category: 'Antibiotics',
      requires_prescription: true,
    })
    ids.cetirizine = await addMedication(otherPharmacy, { name: `${tag} Cetrizet 10mg`, category: 'Allergy' })
    ids.zinc = await addMedication(otherPharmacy, {
      name: `${tag} Zinc Tablets`,
      category: 'Vitamins & Supplements',
    })
    ids.hidden = await addMedication(pharmacy, {
      name: `${tag} Brufen (withdrawn)`,
      category: 'Pain Relief',
      is_active: false,
    })
  })

  it('shows active medications by name, with their pharmacy; inactive ones are hidden', async () => {
    const page = await list(`search=${tag}`)
    expect(page.items.map((item) => item.id)).toEqual([ids.amox, ids.cetirizine, ids.panadol, ids.zinc])
    expect(page.next_cursor).toBeNull()
    expect(page.items[0]).toMatchObject({
      name: `${tag} Amoxil 500mg`,
      category: 'Antibiotics',
      price_cents: 25_000,
      requires_prescription: true,
      pharmacy: { id: pharmacy.providerId, name: 'Goodlife Pharmacy Westlands' },
    })
    expect(page.items[1]!.pharmacy).toEqual({
      id: otherPharmacy.providerId,
      name: 'Haltons Pharmacy Kilimani',
    })
  })

  it('searches the name and the category, case-insensitively', async () => {
    expect((await list(`search=${tag.toUpperCase()}%20CETRI`)).items.map((item) => item.id)).toEqual([
      ids.cetirizine,
    ])
    const byCategory = (await list('search=ANTIBIOTIC')).items.map((item) => item.id)
    expect(byCategory).toContain(ids.amox)
    expect(byCategory).not.toContain(ids.panadol)
    // A wildcard is taken literally.
    expect((await list(`search=${tag}%25`)).items).toEqual([])
  })

  it('filters by category', async () => {
    const page = await list(`search=${tag}&category=${encodeURIComponent('Pain Relief')}`)
    expect(page.items.map((item) => item.id)).toEqual([ids.panadol])
    expect((await list(`search=${tag}&category=all`)).items).toHaveLength(4)
    const unknown = await app.inject({ method: 'GET', url: '/api/medical/medications?category=Sweets' })
    expect(unknown.statusCode).toBe(400)
  })

  it('pages by (name, id) with a cursor, and refuses a forged cursor', async () => {
    const first = await list(`search=${tag}&limit=3`)
    expect(first.items.map((item) => item.id)).toEqual([ids.amox, ids.cetirizine, ids.panadol])
    expect(first.next_cursor).not.toBeNull()
    const second = await list(`search=${tag}&limit=3&cursor=${first.next_cursor}`)
    expect(second.items.map((item) => item.id)).toEqual([ids.zinc])
    expect(second.next_cursor).toBeNull()
    const forged = await app.inject({ method: 'GET', url: '/api/medical/medications?cursor=not-a-cursor' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.code).toBe('medical.bad_cursor')
  })

  it('hides the medicines of a pharmacy that is no longer verified', async () => {
    const closing = await makePharmacy(app, 'Closing Chemist')
    const id = await addMedication(closing, { name: `${tag} Closing Syrup` })
    expect((await list(`search=${tag}%20Closing`)).items.map((item) => item.id)).toEqual([id])
    await app.db
      .update(medicalProviders)
      .set({ isVerified: false })
      .where(eq(medicalProviders.id, closing.providerId))
    expect((await list(`search=${tag}%20Closing`)).items).toEqual([])
  })
})

describe('placing a medication order', () => {
  it('refuses the signed out with 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/medical/orders',
      headers: { origin: TEST_ORIGIN },
      payload: { items: [{ medication_id: randomUUID(), quantity: 1 }], ...medicineDelivery },
    })
    expect(response.statusCode).toBe(401)
  })

  it('prices every line from the server; a price sent by the browser is ignored', async () => {
    const panadol = await addMedication(pharmacy, { price_cents: 25_000 })
    const ors = await addMedication(pharmacy, { name: 'ORS Sachets (10)', price_cents: 12_000 })
    const patient = await makePatient(app)
    const response = await patient.request({
      method: 'POST',
      url: '/api/medical/orders',
      payload: {
        items: [
          { medication_id: panadol, quantity: 2, price_cents: 1 },
          { medication_id: ors, quantity: 1, price: 1 },
        ],
        total_cents: 100,
        ...medicineDelivery,
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json()
    expect(order).toMatchObject({
      total_cents: 62_000,
      contact_phone: medicineDelivery.contact_phone,
      prescription: null,
      payable: true,
    })
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.order_id))
    expect(
      lines.map((line) => [line.kind, line.referenceId, line.quantity, line.priceAtPurchaseCents]).sort(),
    ).toEqual(
      [
        ['medication', panadol, 2, 25_000],
        ['medication', ors, 1, 12_000],
      ].sort(),
    )
    const row = await orderRow(order.order_id)
    expect(row).toMatchObject({
      userId: patient.userId,
      shippingAddress: medicineDelivery.delivery_address,
      shippingCity: 'Nairobi',
      status: 'pending',
    })
    // No prescription needed: the shop's usual hold (minutes, not a day).
    expect(row.reservedUntil!.getTime() - Date.now()).toBeLessThan(60 * 60_000)
    expect(
      await app.db.$count(medicationPrescriptions, eq(medicationPrescriptions.orderId, order.order_id)),
    ).toBe(0)
    // The order page reads as any other order, its lines described.
    const detail = await patient.request({ method: 'GET', url: `/api/orders/${order.order_id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ total_amount_cents: 62_000, mpesa_amount: 620 })
  })

  it('takes the stock, and gives it back when the buyer cancels', async () => {
    const id = await addMedication(pharmacy, { stock_quantity: 5 })
    const patient = await makePatient(app)
    const placed = await orderMedicines(patient, { [id]: 3 })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(await stockOf(id)).toBe(2)
    const cancelled = await patient.request({
      method: 'POST',
      url: `/api/orders/${placed.json().order_id}/cancel`,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stockOf(id)).toBe(5)
  })

  it('gives the stock back when an unpaid order expires', async () => {
    const id = await addMedication(pharmacy, { stock_quantity: 4 })
    const patient = await makePatient(app)
    const { order_id } = (await orderMedicines(patient, { [id]: 4 })).json()
    expect(await stockOf(id)).toBe(0)
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order_id))
    await app.jobs.runOnce()
    expect(await stockOf(id)).toBe(4)
    expect((await orderRow(order_id)).status).toBe('cancelled')
  })

  it('refuses short stock with the name and what is left, and takes nothing', async () => {
    const plenty = await addMedication(pharmacy, { name: 'Strepsils Honey & Lemon', stock_quantity: 10 })
    const short = await addMedication(pharmacy, { name: 'Gaviscon Liquid 200ml', stock_quantity: 2 })
    const patient = await makePatient(app)
    const response = await orderMedicines(patient, { [plenty]: 1, [short]: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'medical.not_enough_stock',
      message: 'Only 2 of Gaviscon Liquid 200ml left in stock.',
    })
    expect(await stockOf(plenty)).toBe(10)
    expect(await stockOf(short)).toBe(2)
    const none = await addMedication(pharmacy, { name: 'Benylin Original', stock_quantity: 0 })
    const empty = await orderMedicines(patient, { [none]: 1 })
    expect(empty.statusCode).toBe(409)
    expect(empty.json().error).toMatchObject({
      code: 'medical.not_enough_stock',
      message: 'Benylin Original is no longer available.',
    })
    // In Swahili too.
    const swahili = await patient.request({
      method: 'POST',
      url: '/api/medical/orders',
      headers: { 'accept-language': 'sw' },
      payload: { items: [{ medication_id: short, quantity: 3 }], ...medicineDelivery },
    })
    expect(swahili.json().error.message).toBe('Zimebaki 2 tu za Gaviscon Liquid 200ml.')
  })

  it('refuses medicines of two pharmacies in one order', async () => {
    const mine = await addMedication(pharmacy, { stock_quantity: 5 })
    const theirs = await addMedication(otherPharmacy, { stock_quantity: 5 })
    const response = await orderMedicines(await makePatient(app), { [mine]: 1, [theirs]: 1 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'medical.one_pharmacy',
      message:
        'Medicines in one order must come from one pharmacy. Please check out each pharmacy separately.',
    })
    expect(await stockOf(mine)).toBe(5)
    expect(await stockOf(theirs)).toBe(5)
  })

  it('refuses an inactive or unknown medication with 404, and an empty basket with 400', async () => {
    const off = await addMedication(pharmacy, { is_active: false })
    const patient = await makePatient(app)
    for (const id of [off, randomUUID()]) {
      const response = await orderMedicines(patient, { [id]: 1 })
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({
        code: 'medical.medication_not_found',
        message: 'Medication not found.',
      })
    }
    const empty = await orderMedicines(patient, {})
    expect(empty.statusCode).toBe(400)
    expect(Object.values(empty.json().error.fields ?? {})).toContain('Please add medicines to your basket.')
  })

  it('a prescription-only medicine makes the order wait for its prescription and hold the stock for a day', async () => {
    const amox = await addMedication(pharmacy, { name: 'Amoxil 500mg', requires_prescription: true })
    const panadol = await addMedication(pharmacy, { name: 'Panadol 500mg' })
    const patient = await makePatient(app)
    const response = await orderMedicines(patient, { [amox]: 1, [panadol]: 2 })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json()
    expect(order).toMatchObject({
      payable: false,
      prescription: {
        status: 'awaiting_upload',
        order_id: order.order_id,
        order_reference: order.reference,
        pharmacy: { id: pharmacy.providerId, name: 'Goodlife Pharmacy Westlands' },
        medicines: ['Amoxil 500mg'],
        file_name: null,
        file_url: null,
        rejection_reason: null,
      },
    })
    const held = (await orderRow(order.order_id)).reservedUntil!.getTime() - Date.now()
    expect(held).toBeGreaterThan(23 * 3_600_000)
    expect(held).toBeLessThanOrEqual(24 * 3_600_000)
  })

  it('answers the first order again for a repeated Idempotency-Key', async () => {
    const id = await addMedication(pharmacy, { stock_quantity: 6 })
    const patient = await makePatient(app)
    const key = randomUUID()
    const first = await orderMedicines(patient, { [id]: 2 }, { key })
    const again = await orderMedicines(patient, { [id]: 2 }, { key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json().order_id).toBe(first.json().order_id)
    expect(await stockOf(id)).toBe(4)
  })
})

describe('reading a medication order', () => {
  it("answers the buyer's own; anyone else, a malformed id or an order without medicines: 404", async () => {
    const id = await addMedication(pharmacy)
    const patient = await makePatient(app)
    const { order_id, reference } = (await orderMedicines(patient, { [id]: 1 })).json()
    const own = await patient.request({ method: 'GET', url: `/api/medical/orders/${order_id}` })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ order_id, reference, payable: true, prescription: null })

    const stranger = await makePatient(app)
    expect(
      (await stranger.request({ method: 'GET', url: `/api/medical/orders/${order_id}` })).statusCode,
    ).toBe(404)
    expect((await patient.request({ method: 'GET', url: '/api/medical/orders/not-an-id' })).statusCode).toBe(
      404,
    )
    const product = await createProduct(app)
    const shop = await placeOrder(app, patient.cookie, { [product.id]: 1 })
    expect(shop.statusCode, shop.body).toBe(201)
    const notMedicines = await patient.request({
      method: 'GET',
      url: `/api/medical/orders/${shop.json().id}`,
    })
    expect(notMedicines.statusCode).toBe(404)
    expect(notMedicines.json().error.code).toBe('medical.order_not_found')
    expect((await app.inject({ method: 'GET', url: `/api/medical/orders/${order_id}` })).statusCode).toBe(401)
  })
})
