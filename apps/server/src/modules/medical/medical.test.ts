import {
  daySlotsSchema,
  facilityListSchema,
  medicalProviderPageSchema,
  medicalProviderSchema,
  specializationListSchema,
} from '@soko/shared/medical/medical.schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  expectError,
  insertAppointment,
  listedProvider,
  makeCustomer,
  makeSpecialization,
  nairobiDay,
  weekdayOf,
} from '../../test/medical-appointment-helpers'
import { buildTestApp } from '../../test/test-app'
import { createMedicalService } from './medical.service'
import { medicalFacilities } from './medical.table'

// The public medical directory (docs/medical-api.md "Public API"): specializations, providers (only active and
// verified; search, filters, best rated first, keyset pages), a provider's page and day slots, facilities.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const unknownId = '0190a4a0-0000-7000-8000-000000000000'

type Page = { items: { id: string; full_name: string; rating: number | null }[]; next_cursor: string | null }
const page = async (query: string): Promise<Page> => {
  const response = await get(`/api/medical/providers?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return medicalProviderPageSchema.parse(response.json())
}

describe('specializations', () => {
  it('are listed by name, with no sign-in', async () => {
    await makeSpecialization(app, 'Zoology of ears', true)
    await makeSpecialization(app, 'Anaesthesia', true)
    const response = await get('/api/medical/specializations')
    expect(response.statusCode).toBe(200)
    const names = specializationListSchema.parse(response.json()).items.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(names).toEqual(expect.arrayContaining(['Anaesthesia', 'Zoology of ears']))
  })
})

describe('the provider list', () => {
  it('shows only active, verified providers, with their specialization, facility and rating to one decimal', async () => {
    const specialization = await makeSpecialization(app, 'Paediatrics')
    const [facility] = await app.db
      .insert(medicalFacilities)
      .values({ name: 'Aga Khan Hospital', facilityType: 'hospital', address: '3rd Parklands Avenue' })
      .returning()
    const shown = await listedProvider(app, {
      fullName: 'Dr. Shown Listed',
      specializationId: specialization.id,
      facilityId: facility!.id,
      ratingSum: 14,
      ratingCount: 3,
      consultationFeeCents: 250_000,
      workingDays: [5, 1, 3],
    })
    await listedProvider(app, {
      fullName: 'Dr. Not Verified',
      specializationId: specialization.id,
      isVerified: false,
    })
    await listedProvider(app, {
      fullName: 'Dr. Not Active',
      specializationId: specialization.id,
      isActive: false,
    })
    const result = await page(`specialization_id=${specialization.id}`)
    expect(result.items).toHaveLength(1)
    expect(result.next_cursor).toBeNull()
    expect(result.items[0]).toEqual({
      id: shown.id,
      full_name: 'Dr. Shown Listed',
      provider_type: 'doctor',
      specialization: { id: specialization.id, name: specialization.name },
      facility: { id: facility!.id, name: 'Aga Khan Hospital' },
      bio: null,
      years_experience: null,
      consultation_fee_cents: 250_000,
      image_url: null,
      phone: null,
      rating: 4.7,
      review_count: 3,
      working_days: [1, 3, 5],
      first_slot: '09:00',
      last_slot: '17:00',
      is_verified: true,
    })
  })

  it('orders by rating (unrated last), then name, then id, across keyset pages', async () => {
    const specialization = await makeSpecialization(app, 'Dermatology')
    const make = (fullName: string, ratingSum: number, ratingCount: number) =>
      listedProvider(app, { fullName, ratingSum, ratingCount, specializationId: specialization.id })
    await make('Dr. Unrated Beta', 0, 0)
    await make('Dr. Four Beta', 8, 2)
    await make('Dr. Five', 5, 1)
    await make('Dr. Unrated Alpha', 0, 0)
    await make('Dr. Four Alpha', 12, 3)
    await make('Dr. Three', 9, 3)
    await make('Dr. Four Alpha', 4, 1)
    const expected = [
      'Dr. Five',
      'Dr. Four Alpha',
      'Dr. Four Alpha',
      'Dr. Four Beta',
      'Dr. Three',
      'Dr. Unrated Alpha',
      'Dr. Unrated Beta',
    ]
    const all = await page(`specialization_id=${specialization.id}`)
    expect(all.items.map((item) => item.full_name)).toEqual(expected)
    expect(all.items.map((item) => item.rating)).toEqual([5, 4, 4, 4, 3, null, null])

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const next: Page = await page(
        `specialization_id=${specialization.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...next.items.map((item) => item.id))
      cursor = next.next_cursor
      pages += 1
    } while (cursor && pages < 10)
    expect(pages).toBe(4)
    expect(seen).toEqual(all.items.map((item) => item.id))
  })

  it('searches name and specialization case-insensitively, and filters by type', async () => {
    const specialization = await makeSpecialization(app, 'Orthopaedic Surgery')
    await listedProvider(app, { fullName: 'Dr. Wambui Orthoseeker', providerType: 'doctor' })
    await listedProvider(app, { fullName: 'Dr. Bone Setter', specializationId: specialization.id })
    await listedProvider(app, {
      fullName: 'Nurse Orthopaedic Helper',
      providerType: 'nurse',
      isVerified: false,
    })
    const names = (result: Page) => result.items.map((item) => item.full_name).sort()
    expect(names(await page('search=ORTHO'))).toEqual(['Dr. Bone Setter', 'Dr. Wambui Orthoseeker'])
    expect(names(await page(`search=${encodeURIComponent('paedic surg')}`))).toEqual(['Dr. Bone Setter'])
    // The user's wildcards are taken literally.
    expect((await page('search=%25')).items).toEqual([])
    const nurse = await listedProvider(app, { fullName: 'Nurse Grace Ortho', providerType: 'nurse' })
    const nurses = await page('search=ortho&provider_type=nurse')
    expect(nurses.items.map((item) => item.id)).toEqual([nurse.id])
    // 'all' and empty filters mean no filter.
    expect((await page('search=ortho&provider_type=all&specialization_id=')).items).toHaveLength(3)
  })

  it('refuses a bad cursor (400) and bad filters (400)', async () => {
    expectError(await get('/api/medical/providers?cursor=bm9uc2Vuc2U'), 400, 'medical.bad_cursor')
    expectError(await get('/api/medical/providers?provider_type=wizard'), 400, 'validation_failed')
    expectError(await get('/api/medical/providers?specialization_id=12'), 400, 'validation_failed')
    expectError(await get('/api/medical/providers?limit=0'), 400, 'validation_failed')
  })
})

describe("a provider's page", () => {
  it('shows a listed provider, and 404 medical.provider_not_found for unlisted, unknown and malformed ids', async () => {
    const shown = await listedProvider(app, { fullName: 'Dr. Page Shown' })
    const response = await get(`/api/medical/providers/${shown.id}`)
    expect(response.statusCode).toBe(200)
    expect(medicalProviderSchema.parse(response.json())).toMatchObject({ id: shown.id, rating: null })
    const hidden = await listedProvider(app, { isVerified: false })
    const inactive = await listedProvider(app, { isActive: false })
    for (const id of [hidden.id, inactive.id, unknownId, 'not-an-id']) {
      const missing = await get(`/api/medical/providers/${id}`)
      expectError(missing, 404, 'medical.provider_not_found')
      expect(missing.json().error.message).toBe('Healthcare provider not found.')
      expectError(
        await get(`/api/medical/providers/${id}/slots?date=${nairobiDay(1)}`),
        404,
        'medical.provider_not_found',
      )
    }
  })
})

describe('day slots', () => {
  it('are closed outside the hours, passed when begun, taken by a live appointment, else free (the clock injected)', async () => {
    const day = nairobiDay(5)
    const provider = await listedProvider(app, { firstSlot: '10:00', lastSlot: '16:00' })
    const patient = await makeCustomer(app)
    await insertAppointment(app, {
      providerId: provider.id,
      patientId: patient.userId,
      date: day,
      slot: '14:00',
    })
    await insertAppointment(app, {
      providerId: provider.id,
      patientId: patient.userId,
      date: day,
      slot: '15:00',
      status: 'cancelled',
    })
    const medical = createMedicalService({
      db: app.db,
      notifications: { notify: vi.fn() },
      now: () => new Date(`${day}T11:30:00+03:00`),
    })
    const states = async (date: string) =>
      Object.fromEntries((await medical.slots(provider.id, date)).slots.map((s) => [s.slot, s.state]))
    expect(await states(day)).toEqual({
      '09:00': 'closed',
      '10:00': 'passed',
      '11:00': 'passed',
      '12:00': 'free',
      '13:00': 'free',
      '14:00': 'taken',
      '15:00': 'free',
      '16:00': 'free',
      '17:00': 'closed',
    })
    const yesterday = Object.values(await states(nairobiDay(4)))
    expect(yesterday).toEqual(['closed', ...Array(7).fill('passed'), 'closed'])
    const tomorrow = Object.values(await states(nairobiDay(6)))
    expect(tomorrow).toEqual(['closed', ...Array(7).fill('free'), 'closed'])
  })

  it('are all closed on a day the provider does not work, and the date must be a real day', async () => {
    const date = nairobiDay(3)
    const provider = await listedProvider(app, {
      workingDays: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekdayOf(date)),
    })
    const response = await get(`/api/medical/providers/${provider.id}/slots?date=${date}`)
    expect(response.statusCode).toBe(200)
    const slots = daySlotsSchema.parse(response.json())
    expect(slots.working).toBe(false)
    expect(slots.slots.map((slot) => slot.state)).toEqual(Array(9).fill('closed'))
    const open = daySlotsSchema.parse(
      (await get(`/api/medical/providers/${provider.id}/slots?date=${nairobiDay(4)}`)).json(),
    )
    expect(open.working).toBe(true)
    expect(open.slots.map((slot) => slot.slot)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ])
    for (const bad of ['', '2030-02-30', '14/03/2030'])
      expectError(
        await get(`/api/medical/providers/${provider.id}/slots?date=${bad}`),
        400,
        'validation_failed',
      )
  })
})

describe('facilities', () => {
  it('lists verified facilities by name; search and type filter', async () => {
    await app.db.insert(medicalFacilities).values([
      { name: 'Nairobi West Clinic', facilityType: 'clinic', address: 'Langata Road' },
      { name: 'Karen Dental Clinic', facilityType: 'dental_clinic', address: 'Karen Road' },
      { name: 'Hidden Clinic', facilityType: 'clinic', address: 'Nowhere', isVerified: false },
      { name: 'Bliss Pharmacy', facilityType: 'pharmacy', address: 'Moi Avenue', city: 'Nairobi' },
    ])
    const all = facilityListSchema.parse((await get('/api/medical/facilities')).json()).items
    const names = all.map((item) => item.name)
    expect(names).not.toContain('Hidden Clinic')
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    expect(all.find((item) => item.name === 'Bliss Pharmacy')).toMatchObject({
      facility_type: 'pharmacy',
      address: 'Moi Avenue',
      city: 'Nairobi',
      is_verified: true,
    })
    const clinics = (await get('/api/medical/facilities?search=CLINIC'))
      .json()
      .items.map((i: { name: string }) => i.name)
    expect(clinics).toEqual(['Karen Dental Clinic', 'Nairobi West Clinic'])
    const dental = (await get('/api/medical/facilities?search=clinic&facility_type=dental_clinic')).json()
      .items
    expect(dental.map((i: { name: string }) => i.name)).toEqual(['Karen Dental Clinic'])
    expectError(await get('/api/medical/facilities?facility_type=spa'), 400, 'validation_failed')
  })
})
