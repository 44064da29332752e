import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMedication, makePharmacy, medicationInput } from '../../test/pharmacy-helpers'
import { buildTestApp } from '../../test/test-app'
import { medications } from './medical.table'

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

const row = async (id: string) => (await app.db.select().from(medications).where(eq(medications.id, id)))[0]!

describe("the pharmacy's own medications", () => {
  it('creates a medication with the defaults and lists its own, inactive ones too, by name', async () => {
    const created = await pharmacy.request({
      method: 'POST',
      url: '/api/medical-dashboard/medications',
      payload: {
        name: '  Zyrtec 10mg (10 tablets) ',
        category: 'Allergy',
        price_cents: 38_000,
        stock_quantity: 12,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      name: 'Zyrtec 10mg (10 tablets)',
      category: 'Allergy',
      description: '',
      price_cents: 38_000,
      stock_quantity: 12,
      requires_prescription: false,
      is_active: true,
      image_url: null,
      pharmacy: { id: pharmacy.providerId, name: 'Goodlife Pharmacy Westlands' },
    })
    expect(await row(created.json().id)).toMatchObject({ pharmacyId: pharmacy.providerId })
    const off = await addMedication(pharmacy, { name: 'Augmentin 625mg', is_active: false })
    await addMedication(otherPharmacy, { name: 'Aaa Not Mine' })

    const listed = await pharmacy.request({ method: 'GET', url: '/api/medical-dashboard/medications' })
    expect(listed.statusCode).toBe(200)
    const items = listed.json().items as { id: string; name: string; is_active: boolean }[]
    expect(items.map((item) => item.name)).toEqual(['Augmentin 625mg', 'Zyrtec 10mg (10 tablets)'])
    expect(items.find((item) => item.id === off)!.is_active).toBe(false)
  })

  it('changes only what is sent', async () => {
    const id = await addMedication(pharmacy, {
      name: 'Amoxil 500mg',
      category: 'Antibiotics',
      description: 'Amoxicillin capsules.',
      requires_prescription: true,
    })
    const patched = await pharmacy.request({
      method: 'PATCH',
      url: `/api/medical-dashboard/medications/${id}`,
      payload: { price_cents: 52_000, stock_quantity: 0 },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({
      id,
      name: 'Amoxil 500mg',
      description: 'Amoxicillin capsules.',
      price_cents: 52_000,
      stock_quantity: 0,
      requires_prescription: true,
      is_active: true,
    })
    const off = await pharmacy.request({
      method: 'PATCH',
      url: `/api/medical-dashboard/medications/${id}`,
      payload: { is_active: false, requires_prescription: false },
    })
    expect(off.json()).toMatchObject({ is_active: false, requires_prescription: false, price_cents: 52_000 })
    expect(await row(id)).toMatchObject({ isActive: false, requiresPrescription: false, priceCents: 52_000 })
    // Nothing sent: the medication as it is.
    const same = await pharmacy.request({
      method: 'PATCH',
      url: `/api/medical-dashboard/medications/${id}`,
      payload: {},
    })
    expect(same.statusCode).toBe(200)
    expect(same.json()).toMatchObject({ id, price_cents: 52_000 })
  })

  it("answers 404 for another pharmacy's medication, an unknown or a malformed id", async () => {
    const theirs = await addMedication(otherPharmacy, { price_cents: 10_000 })
    for (const id of [theirs, randomUUID(), 'not-an-id']) {
      for (const payload of [{ price_cents: 99_000 }, {}]) {
        const response = await pharmacy.request({
          method: 'PATCH',
          url: `/api/medical-dashboard/medications/${id}`,
          payload,
        })
        expect(response.statusCode).toBe(404)
        expect(response.json().error.code).toBe('medical.medication_not_found')
      }
    }
    expect((await row(theirs)).priceCents).toBe(10_000)
  })

  it('refuses invalid input with 400 and writes nothing', async () => {
    const before = await app.db.$count(medications)
    for (const payload of [
      medicationInput({ price_cents: 50 }),
      medicationInput({ category: 'Sweets' }),
      medicationInput({ name: 'X' }),
      medicationInput({ stock_quantity: -1 }),
      medicationInput({ price_cents: 100.5 }),
      { category: 'Allergy', price_cents: 1000, stock_quantity: 1 },
    ]) {
      const response = await pharmacy.request({
        method: 'POST',
        url: '/api/medical-dashboard/medications',
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
    const id = await addMedication(pharmacy)
    const patch = await pharmacy.request({
      method: 'PATCH',
      url: `/api/medical-dashboard/medications/${id}`,
      payload: { stock_quantity: -3 },
    })
    expect(patch.statusCode).toBe(400)
    expect(await app.db.$count(medications)).toBe(before + 1)
    expect((await row(id)).stockQuantity).toBe(50)
  })
})
