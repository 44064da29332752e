import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { DEMO_MEDICATION_WIDTHS } from '@soko/shared/common/demo-pictures'
import {
  facilityTypes,
  MEDICAL_SLOTS,
  medicalProviderTypes,
  medicationCategories,
} from '@soko/shared/medical/medical.constants'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetsDir } from '../../lib/paths'
import { users } from '../../modules/auth/auth.table'
import {
  medicalAppointments,
  medicalFacilities,
  medicalProviders,
  medicalSpecializations,
  medicationPrescriptions,
  medications,
} from '../../modules/medical/medical.table'
import { orderEvents, orderItems, orders } from '../../modules/orders/orders.table'
import { createApplicationDocumentStore as createDocumentStore } from '../../modules/providers/application-documents'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { userRoles } from '../../modules/users/users.table'
import { cookiesOf, signIn } from '../../test/auth-helpers'
import { testSeedContext } from '../../test/seed-context'
import { buildTestApp } from '../../test/test-app'
import type { SeedContext } from './seed-context'
import {
  demoDoctorAccount,
  demoMedications,
  demoPharmacyAccount,
  demoPrescriptionOrder,
  directoryMedical,
  medicationForms,
} from './data/medical'
import { demoCommunitySeeder } from './demo-community.seeder'
import { demoMedicalSeeder } from './demo-medical.seeder'
import { demoProvidersSeeder } from './demo-providers.seeder'
import { DEMO_PASSWORD, demoUsersSeeder } from './demo-users.seeder'
import { runSeeds } from './run-seeds'

let app: FastifyInstance
let context: SeedContext
let remove: () => void

// Only what the medical demo builds on (the demo customers, the community's members, the directory's providers).
beforeAll(async () => {
  app = await buildTestApp()
  ;({ context, remove } = testSeedContext(app))
  await runSeeds(
    app.db,
    [demoUsersSeeder, demoProvidersSeeder, demoCommunitySeeder, demoMedicalSeeder],
    context,
  )
}, 120_000)
afterAll(async () => {
  await app.close()
  remove()
})

const DAY = 24 * 60 * 60 * 1000
/** The Nairobi date `days` days from now. */
const nairobiDate = (days = 0) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10)
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7

describe('the medical demo seed', () => {
  it('lists 40+ verified, active practitioners of every type with specializations, facilities, fees and hours', async () => {
    const rows = await app.db.select().from(medicalProviders)
    const listed = rows.filter((row) => row.isActive && row.isVerified)
    expect(listed.length).toBeGreaterThanOrEqual(40)
    expect(new Set(listed.map((row) => row.providerType))).toEqual(new Set(medicalProviderTypes))
    // Mostly doctors, one ambulance service.
    expect(listed.filter((row) => row.providerType === 'doctor').length).toBeGreaterThan(listed.length / 2)
    expect(listed.filter((row) => row.providerType === 'ambulance_driver')).toHaveLength(1)
    // One is on leave: not listed.
    expect(rows.filter((row) => !row.isActive)).toHaveLength(1)

    const specializations = await app.db.select().from(medicalSpecializations)
    expect(specializations.length).toBeGreaterThanOrEqual(14)
    for (const name of ['General Practice', 'Paediatrics', 'Cardiology', 'Dentistry', 'Pharmacy', 'ENT'])
      expect(specializations.map((row) => row.name)).toContain(name)
    const facilities = new Map((await app.db.select().from(medicalFacilities)).map((row) => [row.id, row]))
    for (const row of listed) {
      expect(row.specializationId, row.fullName).not.toBeNull()
      expect(row.phone, row.fullName).toMatch(/^\+2547\d{8}$/)
      expect(row.bio!.length, row.fullName).toBeGreaterThan(20)
      expect(row.yearsExperience, row.fullName).toBeGreaterThan(0)
      expect(row.workingDays.length).toBeGreaterThan(0)
      for (const day of row.workingDays) expect(day).toBeGreaterThanOrEqual(1)
      expect(MEDICAL_SLOTS).toContain(row.firstSlot)
      expect(MEDICAL_SLOTS).toContain(row.lastSlot)
      expect(row.firstSlot <= row.lastSlot).toBe(true)
      if (row.consultationFeeCents !== null) {
        expect(row.consultationFeeCents, row.fullName).toBeGreaterThanOrEqual(1000 * 100)
        expect(row.consultationFeeCents, row.fullName).toBeLessThanOrEqual(5000 * 100)
      }
      if (row.facilityId) expect(facilities.get(row.facilityId)!.isVerified).toBe(true)
    }
    // Every practitioner of this seed works at a facility (the directory's have their own practices).
    expect(listed.filter((row) => row.facilityId).length).toBeGreaterThanOrEqual(40)
    expect(new Set(listed.map((row) => row.workingDays.join())).size).toBeGreaterThanOrEqual(4)
    // The directory's medical providers are the verified practitioners their approved applications stand for.
    const directory = await app.db
      .select({ business: serviceProviderProfiles.businessName, userId: serviceProviderProfiles.userId })
      .from(serviceProviderProfiles)
      .where(inArray(serviceProviderProfiles.businessName, Object.keys(directoryMedical)))
    expect(directory).toHaveLength(Object.keys(directoryMedical).length)
    for (const { userId, business } of directory) {
      const record = listed.find((row) => row.userId === userId)
      expect(record, business).toBeDefined()
      expect(specializations.find((row) => row.id === record!.specializationId)?.name).toBe(
        directoryMedical[business],
      )
    }
    expect(listed.find((row) => row.userId && row.fullName === 'Dr. Ali Hassan')?.providerType).toBe(
      'dentist',
    )
  })

  it('lists 20+ verified facilities of every type in Nairobi', async () => {
    const rows = await app.db.select().from(medicalFacilities)
    expect(rows.filter((row) => row.isVerified).length).toBeGreaterThanOrEqual(20)
    expect(new Set(rows.map((row) => row.facilityType))).toEqual(new Set(facilityTypes))
    for (const row of rows) {
      expect(row.city).toBe('Nairobi')
      expect(row.address.length).toBeGreaterThan(8)
      expect(row.phone).toMatch(/^\+2547\d{8}$/)
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
  })

  it('sells 80+ medicines of every category from 4 pharmacies, some prescription-only, some out of stock', async () => {
    const rows = await app.db.select().from(medications)
    expect(rows.length).toBeGreaterThanOrEqual(80)
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(medicationCategories))
    const prescription = rows.filter((row) => row.requiresPrescription)
    expect(prescription.length).toBeGreaterThanOrEqual(15)
    expect(prescription.length).toBeLessThanOrEqual(25)
    const out = rows.filter((row) => row.stockQuantity === 0)
    expect(out.length).toBeGreaterThanOrEqual(5)
    expect(out.length).toBeLessThanOrEqual(10)
    expect(rows.some((row) => row.requiresPrescription && row.stockQuantity === 0)).toBe(true)
    expect(rows.find((row) => row.name.startsWith('Amoxicillin 500mg'))?.requiresPrescription).toBe(true)
    expect(rows.find((row) => row.name.startsWith('Paracetamol 500mg'))?.requiresPrescription).toBe(false)
    expect(rows.find((row) => row.name.startsWith('Metformin 500mg'))?.requiresPrescription).toBe(true)
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    for (const row of rows) {
      expect(row.isActive).toBe(true)
      expect(row.priceCents, row.name).toBeGreaterThanOrEqual(40 * 100)
      expect(row.priceCents, row.name).toBeLessThanOrEqual(5000 * 100)
      expect(row.description.length, row.name).toBeGreaterThan(20)
    }
    // Each pharmacy is a verified pharmacist with its own account and a share of the shelf.
    const pharmacies = await app.db
      .select()
      .from(medicalProviders)
      .where(eq(medicalProviders.providerType, 'pharmacist'))
    expect(pharmacies).toHaveLength(4)
    for (const pharmacy of pharmacies) {
      expect(pharmacy).toMatchObject({ isVerified: true, isActive: true })
      expect(pharmacy.userId).not.toBeNull()
      expect(rows.filter((row) => row.pharmacyId === pharmacy.id).length).toBeGreaterThanOrEqual(15)
    }
    expect(new Set(rows.map((row) => row.pharmacyId))).toEqual(new Set(pharmacies.map((row) => row.id)))
  })

  it('pictures each medicine with a drawn pack, shipped small in both widths and served under /demo/', async () => {
    const rows = await app.db.select().from(medications)
    const used = new Set<string>()
    for (const row of rows) {
      const match = /^\/demo\/medications\/([a-z]+)-([a-z]+)-480\.webp$/.exec(row.imageUrl ?? '')
      expect(match, row.name).not.toBeNull()
      expect(medicationForms).toContain(match![1])
      used.add(`${match![1]}-${match![2]}`)
    }
    expect(new Set([...used].map((picture) => picture.split('-')[0])).size).toBeGreaterThanOrEqual(7)
    for (const picture of used)
      for (const width of DEMO_MEDICATION_WIDTHS) {
        const file = join(demoAssetsDir, 'medications', `${picture}-${width}.webp`)
        const size = statSync(file, { throwIfNoEntry: false })?.size
        expect(size, file).toBeGreaterThan(0)
        expect(size, file).toBeLessThanOrEqual(8 * 1024)
        const metadata = await sharp(file).metadata()
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, width])
      }
    // Every shipped pack is used.
    for (const file of readdirSync(join(demoAssetsDir, 'medications')))
      expect(used, file).toContain(file.replace(/-\d+\.webp$/, ''))
    // A category's packs share its colour.
    const colourOf = new Map<string, Set<string>>()
    for (const row of rows) {
      const colour = /-([a-z]+)-480\.webp$/.exec(row.imageUrl!)![1]!
      colourOf.set(row.category, (colourOf.get(row.category) ?? new Set()).add(colour))
    }
    for (const [category, colours] of colourOf) expect(colours.size, category).toBe(1)
    const served = await app.inject({ method: 'GET', url: rows[0]!.imageUrl! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('rates practitioners from attended appointments of demo customers: the sums and counts match the rows', async () => {
    const providers = await app.db.select().from(medicalProviders)
    const appointments = await app.db
      .select({ appointment: medicalAppointments, role: userRoles.role })
      .from(medicalAppointments)
      .innerJoin(userRoles, eq(userRoles.userId, medicalAppointments.patientId))
    for (const provider of providers) {
      const rated = appointments.filter(
        ({ appointment }) => appointment.providerId === provider.id && appointment.rating !== null,
      )
      expect(provider.ratingCount, provider.fullName).toBe(rated.length)
      expect(provider.ratingSum, provider.fullName).toBe(
        rated.reduce((sum, { appointment }) => sum + appointment.rating!, 0),
      )
    }
    const listed = providers.filter(
      (row) => row.isActive && row.isVerified && row.providerType !== 'pharmacist',
    )
    const withRatings = listed.filter((row) => row.ratingCount > 0)
    expect(withRatings.length).toBeGreaterThanOrEqual(30)
    // Some new practitioners have none yet; the averages differ.
    expect(withRatings.length).toBeLessThan(listed.length)
    expect(
      new Set(withRatings.map((row) => (row.ratingSum / row.ratingCount).toFixed(1))).size,
    ).toBeGreaterThan(3)
    const today = nairobiDate()
    for (const { appointment, role } of appointments) {
      expect(role).toBe('customer')
      const provider = providers.find((row) => row.id === appointment.providerId)!
      expect(appointment.slot >= provider.firstSlot && appointment.slot <= provider.lastSlot).toBe(true)
      expect(appointment.createdAt.getTime()).toBeLessThan(Date.now())
      if (appointment.rating !== null) expect(appointment.status).toBe('attended')
      if (appointment.status !== 'booked') {
        expect(appointment.date < today, appointment.date).toBe(true)
        expect(provider.workingDays).toContain(isoWeekday(appointment.date))
      }
      if (appointment.status === 'attended' || appointment.status === 'no_show')
        expect(appointment.markedAt).not.toBeNull()
      if (appointment.status === 'cancelled') expect(appointment.cancelledAt).not.toBeNull()
    }
    expect(new Set(appointments.map(({ appointment }) => appointment.status))).toEqual(
      new Set(['booked', 'attended', 'no_show', 'cancelled']),
    )
    // One live appointment per provider, date and slot.
    const live = appointments.filter(({ appointment }) => appointment.status !== 'cancelled')
    const keys = live.map(
      ({ appointment }) => `${appointment.providerId} ${appointment.date} ${appointment.slot}`,
    )
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('makes doctor@soko.demo an approved, verified doctor (Mon-Sat, 09:00-17:00) with appointments today and tomorrow', async () => {
    const response = await signIn(app, demoDoctorAccount.email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(response) } })
    expect(me.json()).toMatchObject({ role: 'service_provider' })

    const [user] = await app.db.select().from(users).where(eq(users.email, demoDoctorAccount.email))
    const [application] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(eq(serviceProviderApplications.userId, user!.id))
    expect(application).toMatchObject({
      serviceType: 'medical_provider',
      status: 'approved',
      specialization: 'General Practice',
    })
    const [profile] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, user!.id))
    expect(profile).toMatchObject({
      providerType: 'medical_provider',
      verificationStatus: 'approved',
      applicationId: application!.id,
    })
    const [doctor] = await app.db.select().from(medicalProviders).where(eq(medicalProviders.userId, user!.id))
    expect(doctor).toMatchObject({
      fullName: demoDoctorAccount.fullName,
      providerType: 'doctor',
      isVerified: true,
      isActive: true,
      workingDays: [1, 2, 3, 4, 5, 6],
      firstSlot: '09:00',
      lastSlot: '17:00',
    })
    expect(doctor!.ratingCount).toBeGreaterThan(0)

    const own = await app.db
      .select({ appointment: medicalAppointments, email: users.email })
      .from(medicalAppointments)
      .innerJoin(users, eq(users.id, medicalAppointments.patientId))
      .where(and(eq(medicalAppointments.providerId, doctor!.id), eq(medicalAppointments.status, 'booked')))
    const on = (date: string) => own.filter(({ appointment }) => appointment.date === date)
    expect(on(nairobiDate(0)).length).toBeGreaterThanOrEqual(1)
    expect(on(nairobiDate(1)).length).toBeGreaterThanOrEqual(1)
    expect(on(nairobiDate(0)).map((row) => row.email)).toContain('wanjiku@soko.demo')
    for (const { appointment, email } of own) {
      expect(email).not.toBe(demoDoctorAccount.email)
      expect(appointment.date >= nairobiDate(0)).toBe(true)
      expect(appointment.reason).toBeTruthy()
      expect(appointment.patientPhone).toMatch(/^\+254/)
    }
  })

  it('makes pharmacy@soko.demo a pharmacy with Wanjiku’s order waiting on a pending prescription, its PDF stored', async () => {
    expect((await signIn(app, demoPharmacyAccount.email, DEMO_PASSWORD)).statusCode).toBe(200)
    const [user] = await app.db.select().from(users).where(eq(users.email, demoPharmacyAccount.email))
    const [application] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(eq(serviceProviderApplications.userId, user!.id))
    expect(application).toMatchObject({
      serviceType: 'medical_provider',
      status: 'approved',
      specialization: 'Pharmacy',
    })
    const [pharmacy] = await app.db
      .select()
      .from(medicalProviders)
      .where(eq(medicalProviders.userId, user!.id))
    expect(pharmacy).toMatchObject({
      providerType: 'pharmacist',
      fullName: demoPharmacyAccount.pharmacy,
      isVerified: true,
    })

    const queue = await app.db
      .select()
      .from(medicationPrescriptions)
      .where(eq(medicationPrescriptions.pharmacyId, pharmacy!.id))
    expect(queue).toHaveLength(1)
    const [prescription] = queue
    expect(prescription).toMatchObject({ status: 'pending', contentType: 'application/pdf' })
    expect(prescription!.uploadedAt!.getTime()).toBeGreaterThan(prescription!.createdAt.getTime())
    const [buyer] = await app.db.select().from(users).where(eq(users.id, prescription!.userId))
    expect(buyer!.email).toBe('wanjiku@soko.demo')

    const [order] = await app.db.select().from(orders).where(eq(orders.id, prescription!.orderId))
    expect(order).toMatchObject({
      userId: buyer!.id,
      status: 'pending',
      paymentStatus: 'pending',
      paidAt: null,
    })
    // Held for the pharmacist: a day from when it was placed.
    expect(order!.reservedUntil!.getTime() - order!.createdAt.getTime()).toBe(DAY)
    expect(order!.reservedUntil!.getTime()).toBeGreaterThan(Date.now())
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    expect(lines).toHaveLength(demoPrescriptionOrder.lines.length)
    const shelf = await app.db.select().from(medications).where(eq(medications.pharmacyId, pharmacy!.id))
    for (const line of lines) {
      expect(line.kind).toBe('medication')
      const medication = shelf.find((row) => row.id === line.referenceId)!
      expect(medication, line.name).toBeDefined()
      expect(line).toMatchObject({
        name: medication.name,
        imageUrl: medication.imageUrl,
        priceAtPurchaseCents: medication.priceCents,
      })
      // The order holds its stock: the shelf shows what is left.
      const listedStock = demoMedications.find((row) => row.name === medication.name)!.stock
      expect(medication.stockQuantity).toBe(listedStock - line.quantity)
    }
    expect(lines.some((line) => shelf.find((row) => row.id === line.referenceId)!.requiresPrescription)).toBe(
      true,
    )
    expect(order!.totalAmountCents).toBe(
      lines.reduce((sum, line) => sum + line.priceAtPurchaseCents * line.quantity, 0),
    )
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))
    expect(events.map((event) => event.event)).toEqual(['placed'])

    // The file is in the private document store, a PDF of the stored size.
    const stream = await createDocumentStore(context.storage).open(prescription!.fileKey!)
    expect(stream).not.toBeNull()
    const bytes = await buffer(stream!)
    expect(bytes.length).toBe(prescription!.sizeBytes)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(prescription!.fileName).toMatch(/^Prescription_[A-Za-z_]+\.pdf$/)
  })

  it('adds nothing when asked to seed again', async () => {
    const count = async () => ({
      specializations: (await app.db.select().from(medicalSpecializations)).length,
      facilities: (await app.db.select().from(medicalFacilities)).length,
      providers: (await app.db.select().from(medicalProviders)).length,
      appointments: (await app.db.select().from(medicalAppointments)).length,
      medications: (await app.db.select().from(medications)).length,
      prescriptions: (await app.db.select().from(medicationPrescriptions)).length,
      orders: (await app.db.select().from(orders)).length,
      applications: (await app.db.select().from(serviceProviderApplications)).length,
    })
    const before = await count()
    await demoMedicalSeeder.run(app.db, context)
    expect(await count()).toEqual(before)
  })
})
