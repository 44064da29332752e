import { MEDICAL_SLOTS, type MedicalProviderType } from '@soko/shared/medical/medical.constants'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
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
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import {
  appointmentReasons,
  appointmentReviews,
  demoDoctorAccount,
  demoFacilities,
  demoMedications,
  demoPharmacies,
  demoPharmacyAccount,
  demoPractitioners,
  demoPrescriptionOrder,
  demoSpecializations,
  directoryMedical,
  medicationPicture,
  medicationPictureUrl,
  workingHours,
  type DemoSpecialization,
  type FacilityKey,
  type HoursKey,
  type PharmacyKey,
} from './data/medical'
import { providerBannerUrl } from './data/pictures'
import { demoPdf } from './demo-cv'
import { DEMO_PASSWORD } from './demo-users.seeder'
import { directAccounts } from './seed-accounts'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NAIROBI_OFFSET_MS = 3 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The Nairobi date ('YYYY-MM-DD') `days` days from `now`. */
const nairobiDate = (now: number, days: number) =>
  new Date(now + NAIROBI_OFFSET_MS + days * DAY).toISOString().slice(0, 10)
/** The ISO weekday (1 Monday ... 7 Sunday) of a date. */
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7
/** When a slot of a Nairobi date begins. */
const slotStart = (date: string, slot: string) => new Date(`${date}T${slot}:00+03:00`)

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A practitioner's type from a specialization, as an approval reads it (docs/medical-api.md). */
const typeOfSpecialization = (specialization: DemoSpecialization): MedicalProviderType =>
  specialization === 'Pharmacy'
    ? 'pharmacist'
    : specialization === 'Dentistry'
      ? 'dentist'
      : specialization === 'Nursing Care'
        ? 'nurse'
        : specialization === 'Physiotherapy'
          ? 'physiotherapist'
          : specialization === 'Laboratory Services'
            ? 'lab_technician'
            : specialization === 'Emergency Care'
              ? 'ambulance_driver'
              : 'doctor'

/** The account address of a pharmacy (the demo pharmacy's is the README's). */
export const pharmacyEmailOf = (pharmacy: PharmacyKey) =>
  pharmacy === 'dawa-bora'
    ? demoPharmacyAccount.email
    : `${slug(demoPharmacies[pharmacy].name)}@pharmacies.soko.demo`

type ProviderRow = typeof medicalProviders.$inferSelect

/**
 * The medical side of the demo (issue 17): the specializations, 23 verified facilities across Nairobi, about fifty
 * verified practitioners (the listed ones of data/medical.ts, the directory's medical providers whose approved
 * applications stand for them, the four pharmacies with their own accounts, and the README's demo doctor), rated
 * by the demo customers through attended appointments, and 84 medicines of the pharmacies with drawn pictures,
 * about a quarter prescription-only and a few out of stock. The demo doctor (doctor@soko.demo) has booked
 * appointments today and tomorrow; the demo pharmacy (pharmacy@soko.demo) has Wanjiku's order waiting on her
 * prescription (a PDF in the private document store), as placing the order and uploading leave it.
 */
export const demoMedicalSeeder: Seeder = {
  name: 'demo-medical',
  // Signs the demo doctor and pharmacy up through better-auth, which writes through its own connection; safe to
  // run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService, storage }) {
    const accountOf = async (account: { email: string; name: string }) => {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
      return (
        existing?.id ??
        (
          await auth.api.signUpEmail({
            body: { email: account.email, password: DEMO_PASSWORD, name: account.name },
          })
        ).user.id
      )
    }
    const doctorUserId = await accountOf(demoDoctorAccount)
    const pharmacyUserId = await accountOf(demoPharmacyAccount)
    // An approved medical provider application makes a customer a service provider.
    await usersService.setRole(doctorUserId, 'service_provider')
    await usersService.setRole(pharmacyUserId, 'service_provider')
    // Seeded already (the seeder asked to run again): nothing to add.
    if ((await db.select().from(medicalProviders).where(eq(medicalProviders.userId, doctorUserId))).length)
      return

    const now = Date.now()
    const random = sequence(1818)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!

    // The patients: Wanjiku, Otieno, then the other demo customers (not the accounts of other demo businesses).
    const customers = await db
      .select({ id: users.id, name: users.name, email: users.email, phone: profiles.phone })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(userRoles.role, 'customer'))
      .orderBy(asc(users.createdAt))
    const ofBusiness = (email: string) =>
      email === 'employer@soko.demo' || /@(employers|agents|brokers|pharmacies)\.soko\.demo$/.test(email)
    const wanjiku = customers.find((customer) => customer.email === 'wanjiku@soko.demo')
    const otieno = customers.find((customer) => customer.email === 'otieno@soko.demo')
    const patients = [
      ...[wanjiku, otieno].filter((customer): customer is NonNullable<typeof customer> => Boolean(customer)),
      ...customers.filter(
        (customer) => !ofBusiness(customer.email) && customer !== wanjiku && customer !== otieno,
      ),
    ]

    // The prescription goes to the private document store first (a file, not a row): a run that fails later
    // leaves at most an unreferenced file behind.
    const buyer = wanjiku ?? patients[0]
    const prescriber = demoFacilities['parklands-medical']
    const prescriptionFile = buyer
      ? await createDocumentStore(storage).save(
          demoPdf(prescriber.name, `${prescriber.address}, Nairobi  |  ${prescriber.phone}`, 'Prescription', [
            `Patient: ${buyer.name}`,
            `Date: ${nairobiDate(now, -1)}`,
            `Diagnosis: ${demoPrescriptionOrder.diagnosis}`,
            '',
            'Rx: Amoxicillin 500mg capsules',
            'One capsule three times a day for 7 days (21 capsules)',
            '',
            demoPrescriptionOrder.prescriber,
            'KMPDC registration A/8841',
            'Signed and stamped',
          ]),
        )
      : null

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db

      // Specializations and facilities.
      await tx
        .insert(medicalSpecializations)
        .values(demoSpecializations.map((name) => ({ name })))
        .onConflictDoNothing()
      const specializationRows = await tx.select().from(medicalSpecializations)
      const specializationId = new Map(specializationRows.map((row) => [row.name, row.id]))
      const facilityId = new Map<FacilityKey, string>()
      for (const [index, [key, facility]] of (
        Object.entries(demoFacilities) as [FacilityKey, (typeof demoFacilities)[FacilityKey]][]
      ).entries()) {
        const createdAt = new Date(now - (400 - index * 7) * DAY)
        const [row] = await tx
          .insert(medicalFacilities)
          .values({
            id: newIdAt(createdAt),
            name: facility.name,
            facilityType: facility.type,
            address: facility.address,
            city: 'Nairobi',
            phone: facility.phone,
            isVerified: true,
            createdAt,
          })
          .returning({ id: medicalFacilities.id })
        facilityId.set(key, row!.id)
      }

      // The demo doctor and pharmacy, approved as the admin's approval leaves them (application, provider
      // profile), then their medical provider records below.
      const approve = async (
        userId: string,
        account: { email: string; name: string; phone: string; license: string; years: number; area: string },
        business: {
          name: string
          description: string
          specialization: DemoSpecialization
          facility: FacilityKey
          place: [latitude: number, longitude: number]
        },
        approvedAt: Date,
      ) => {
        const submittedAt = new Date(approvedAt.getTime() - 2 * DAY)
        const address = `${demoFacilities[business.facility].address}, Nairobi`
        const [application] = await tx
          .insert(serviceProviderApplications)
          .values({
            id: newIdAt(submittedAt),
            userId,
            serviceType: 'medical_provider',
            businessName: business.name,
            businessDescription: business.description,
            businessAddress: address,
            businessPhone: account.phone,
            businessEmail: account.email,
            licenseNumber: account.license,
            experienceYears: account.years,
            specialization: business.specialization,
            serviceAreas: [account.area, 'Westlands', 'Kileleshwa', 'Lavington'].filter(
              (area, index, list) => list.indexOf(area) === index,
            ),
            status: 'approved',
            submittedAt,
            reviewedAt: approvedAt,
            updatedAt: approvedAt,
          })
          .returning()
        await tx
          .insert(serviceProviderProfiles)
          .values({
            id: newIdAt(approvedAt),
            userId,
            applicationId: application!.id,
            providerType: 'medical_provider',
            verificationStatus: 'approved',
            businessName: business.name,
            businessDescription: business.description,
            locationAddress: address,
            latitude: business.place[0],
            longitude: business.place[1],
            phoneNumber: account.phone,
            email: account.email,
            specialization: business.specialization,
            bannerImageUrl: providerBannerUrl('medical'),
            experienceYears: account.years,
            serviceAreas: application!.serviceAreas,
            availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '09:00', end: '17:00' },
            createdAt: approvedAt,
            updatedAt: approvedAt,
          })
          .onConflictDoNothing()
        await tx
          .update(profiles)
          .set({ phone: account.phone, fullName: account.name })
          .where(eq(profiles.id, userId))
      }
      const doctorApprovedAt = new Date(now - 65 * DAY)
      const pharmacyApprovedAt = new Date(now - 95 * DAY)
      await approve(
        doctorUserId,
        demoDoctorAccount,
        {
          name: demoDoctorAccount.practice,
          description: demoDoctorAccount.bio,
          specialization: demoDoctorAccount.specialization,
          facility: demoDoctorAccount.facility,
          place: [-1.2921, 36.7836],
        },
        doctorApprovedAt,
      )
      await approve(
        pharmacyUserId,
        demoPharmacyAccount,
        {
          name: demoPharmacyAccount.pharmacy,
          description: demoPharmacyAccount.bio,
          specialization: 'Pharmacy',
          facility: demoPharmacyAccount.facility,
          place: [-1.2641, 36.8063],
        },
        pharmacyApprovedAt,
      )

      // The other pharmacies' accounts.
      const pharmacyKeys = Object.keys(demoPharmacies) as PharmacyKey[]
      const pharmacyAccounts = await directAccounts(
        tx,
        pharmacyKeys
          .filter((key) => key !== 'dawa-bora')
          .map((key, index) => ({
            email: pharmacyEmailOf(key),
            name: demoPharmacies[key].owner,
            phone: demoFacilities[key].phone,
            role: 'service_provider' as const,
            joinedAt: new Date(now - (260 - index * 40) * DAY),
          })),
      )
      pharmacyAccounts.set(demoPharmacyAccount.email, pharmacyUserId)

      // The medical provider records.
      const hoursOf = (key: HoursKey) => {
        const hours = workingHours[key]
        return { workingDays: [...hours.days], firstSlot: hours.first, lastSlot: hours.last }
      }
      const phoneOf = (index: number) =>
        `+2547${String(10_000_000 + ((index * 7_919_371 + 3_141_593) % 89_999_999))}`
      const insertProvider = async (values: typeof medicalProviders.$inferInsert & { createdAt: Date }) => {
        const [row] = await tx
          .insert(medicalProviders)
          .values({ id: newIdAt(values.createdAt), isActive: true, isVerified: true, ...values })
          .onConflictDoNothing()
          .returning()
        return row
      }
      const doctor = (await insertProvider({
        userId: doctorUserId,
        fullName: demoDoctorAccount.fullName,
        providerType: 'doctor',
        specializationId: specializationId.get(demoDoctorAccount.specialization)!,
        facilityId: facilityId.get(demoDoctorAccount.facility)!,
        bio: demoDoctorAccount.bio,
        yearsExperience: demoDoctorAccount.years,
        consultationFeeCents: demoDoctorAccount.fee * 100,
        phone: demoDoctorAccount.phone,
        email: demoDoctorAccount.email,
        ...hoursOf('six_days'),
        createdAt: doctorApprovedAt,
      }))!
      const pharmacies = new Map<PharmacyKey, ProviderRow>()
      for (const [index, key] of pharmacyKeys.entries()) {
        const pharmacy = demoPharmacies[key]
        const row = await insertProvider({
          userId: pharmacyAccounts.get(pharmacyEmailOf(key))!,
          fullName: pharmacy.name,
          providerType: 'pharmacist',
          specializationId: specializationId.get('Pharmacy')!,
          facilityId: facilityId.get(key)!,
          bio: pharmacy.bio,
          yearsExperience: pharmacy.years,
          consultationFeeCents: null,
          phone: demoFacilities[key].phone,
          email: pharmacyEmailOf(key),
          ...hoursOf(pharmacy.hours),
          createdAt: key === 'dawa-bora' ? pharmacyApprovedAt : new Date(now - (250 - index * 40) * DAY),
        })
        pharmacies.set(key, row!)
      }
      const listed: ProviderRow[] = []
      for (const [index, person] of demoPractitioners.entries()) {
        const row = await insertProvider({
          fullName: person.name,
          providerType: person.type,
          specializationId: specializationId.get(person.specialization)!,
          facilityId: facilityId.get(person.facility)!,
          bio: person.bio,
          yearsExperience: person.years,
          consultationFeeCents: person.fee === null ? null : person.fee * 100,
          phone: phoneOf(index),
          ...hoursOf(person.hours),
          isActive: !person.inactive,
          createdAt: new Date(now - (320 - index * 6) * DAY - index * HOUR),
        })
        if (!person.inactive) listed.push(row!)
      }

      // The directory's medical providers: the verified record their approved application stands for.
      const directory = await tx
        .select({ profile: serviceProviderProfiles, name: users.name })
        .from(serviceProviderProfiles)
        .innerJoin(users, eq(users.id, serviceProviderProfiles.userId))
        .where(
          and(
            eq(serviceProviderProfiles.providerType, 'medical_provider'),
            eq(serviceProviderProfiles.verificationStatus, 'approved'),
            inArray(serviceProviderProfiles.businessName, Object.keys(directoryMedical)),
          ),
        )
      for (const { profile, name } of directory) {
        const specialization = directoryMedical[profile.businessName]!
        const row = await insertProvider({
          userId: profile.userId,
          fullName: name,
          providerType: typeOfSpecialization(specialization),
          specializationId: specializationId.get(specialization)!,
          bio: profile.businessDescription,
          yearsExperience: profile.experienceYears,
          consultationFeeCents: profile.hourlyRateMinCents,
          phone: profile.phoneNumber,
          email: profile.email,
          ...hoursOf('six_days'),
          createdAt: profile.createdAt,
        })
        if (row) listed.push(row)
      }

      // The pharmacies' medicines; the demo pharmacy's waiting order below holds some of its stock.
      const ordered = new Map<string, number>(
        demoPrescriptionOrder.lines.map((line) => [line.name, line.quantity]),
      )
      const medicationRows = await tx
        .insert(medications)
        .values(
          demoMedications.map((medicine, index) => {
            const createdAt = new Date(now - (90 - (index % 60)) * DAY - index * MINUTE)
            const fromOrder = medicine.pharmacy === 'dawa-bora' ? (ordered.get(medicine.name) ?? 0) : 0
            return {
              id: newIdAt(createdAt),
              pharmacyId: pharmacies.get(medicine.pharmacy)!.id,
              name: medicine.name,
              category: medicine.category,
              description: medicine.description,
              imageUrl: medicationPictureUrl(medicationPicture(medicine.form, medicine.category)),
              priceCents: medicine.price * 100,
              stockQuantity: medicine.stock - fromOrder,
              requiresPrescription: medicine.prescription,
              isActive: true,
              createdAt,
            }
          }),
        )
        .returning()

      if (!patients.length) return
      const phoneOfPatient = (patient: (typeof patients)[number]) => patient.phone ?? '+254712345678'

      // Past visits: attended (most rated), a few no-shows and cancellations, on the provider's working days.
      const taken = new Set<string>()
      const freeSlot = (provider: ProviderRow, daysAgo: number) => {
        const slots = MEDICAL_SLOTS.filter((slot) => slot >= provider.firstSlot && slot <= provider.lastSlot)
        for (let back = daysAgo; back < daysAgo + 14; back++) {
          const date = nairobiDate(now, -back)
          if (!provider.workingDays.includes(isoWeekday(date))) continue
          const slot = pick(slots)
          const key = `${provider.id} ${date} ${slot}`
          if (taken.has(key)) continue
          taken.add(key)
          return { date, slot }
        }
        return null
      }
      type Visit = {
        provider: ProviderRow
        patient: (typeof patients)[number]
        status: 'attended' | 'no_show' | 'cancelled' | 'booked'
        date: string
        slot: string
        rating: number | null
        review: string | null
        createdAt: Date
      }
      const visits: Visit[] = []
      const pastVisit = (
        provider: ProviderRow,
        patient: (typeof patients)[number],
        status: 'attended' | 'no_show' | 'cancelled',
        daysAgo: number,
        rated: boolean,
      ) => {
        const when = freeSlot(provider, daysAgo)
        if (!when) return
        const rating = status === 'attended' && rated ? (random() < 0.6 ? 5 : random() < 0.75 ? 4 : 3) : null
        visits.push({
          provider,
          patient,
          status,
          ...when,
          rating,
          review:
            rating === null ? null : (appointmentReviews[visits.length % appointmentReviews.length] ?? null),
          createdAt: new Date(
            slotStart(when.date, when.slot).getTime() - (2 + Math.floor(random() * 6)) * DAY,
          ),
        })
      }
      for (const [index, provider] of listed.entries()) {
        // A few practitioners are new here and have no ratings yet.
        const count = index % 9 === 4 ? 0 : 1 + Math.floor(random() * 5)
        for (let n = 0; n < count; n++)
          pastVisit(
            provider,
            patients[(index * 3 + n) % patients.length]!,
            'attended',
            3 + Math.floor(random() * 70),
            n < 4,
          )
        if (index % 6 === 1)
          pastVisit(provider, patients[(index + 5) % patients.length]!, 'no_show', 10, false)
        if (index % 8 === 2)
          pastVisit(provider, patients[(index + 7) % patients.length]!, 'cancelled', 6, false)
      }
      // The demo doctor's past month.
      for (let n = 0; n < 7; n++)
        pastVisit(
          doctor,
          patients[(n + 2) % patients.length]!,
          n === 5 ? 'no_show' : 'attended',
          2 + n * 4,
          n !== 3,
        )

      // The demo doctor's days ahead: booked today and tomorrow (Wanjiku first), and one later this week.
      const ahead: [days: number, slot: string, patient: (typeof patients)[number]][] = [
        [0, '10:00', patients[0]!],
        [0, '15:00', patients[1 % patients.length]!],
        [1, '11:00', patients[2 % patients.length]!],
        [1, '14:00', patients[0]!],
        [3, '09:00', patients[1 % patients.length]!],
      ]
      for (const [index, [days, slot, patient]] of ahead.entries())
        visits.push({
          provider: doctor,
          patient,
          status: 'booked',
          date: nairobiDate(now, days),
          slot,
          rating: null,
          review: null,
          createdAt: new Date(now - (30 - index * 5) * HOUR),
        })

      await tx.insert(medicalAppointments).values(
        visits.map((visit, index) => {
          const start = slotStart(visit.date, visit.slot)
          return {
            id: newIdAt(new Date(visit.createdAt.getTime() + index)),
            providerId: visit.provider.id,
            patientId: visit.patient.id,
            date: visit.date,
            slot: visit.slot,
            status: visit.status,
            reason: appointmentReasons[index % appointmentReasons.length]!,
            patientPhone: phoneOfPatient(visit.patient),
            rating: visit.rating,
            review: visit.review,
            cancelledAt: visit.status === 'cancelled' ? new Date(start.getTime() - DAY) : null,
            markedAt:
              visit.status === 'attended' || visit.status === 'no_show'
                ? new Date(start.getTime() + 50 * MINUTE)
                : null,
            createdAt: visit.createdAt,
          }
        }),
      )

      // Ratings follow from the rated visits.
      await tx.execute(sql`
        update medical_providers p set rating_sum = r.total, rating_count = r.count
        from (select provider_id, sum(rating)::int as total, count(rating)::int as count
              from medical_appointments where status = 'attended' and rating is not null group by provider_id) r
        where r.provider_id = p.id`)

      // The demo pharmacy's waiting order: placed by Wanjiku (its stock held for 24 hours), her prescription
      // uploaded and pending the pharmacist's review.
      if (!buyer || !prescriptionFile) return
      const pharmacy = pharmacies.get('dawa-bora')!
      const lines = demoPrescriptionOrder.lines.map((line) => ({
        medication: medicationRows.find((row) => row.name === line.name && row.pharmacyId === pharmacy.id)!,
        quantity: line.quantity,
      }))
      const placedAt = new Date(now - 50 * MINUTE)
      const uploadedAt = new Date(placedAt.getTime() + 6 * MINUTE)
      const orderId = newIdAt(placedAt)
      await tx.insert(orders).values({
        id: orderId,
        userId: buyer.id,
        status: 'pending',
        paymentStatus: 'pending',
        totalAmountCents: lines.reduce((sum, line) => sum + line.medication.priceCents * line.quantity, 0),
        shippingAddress: demoPrescriptionOrder.address,
        shippingCity: 'Nairobi',
        contactPhone: phoneOfPatient(buyer),
        contactEmail: buyer.email,
        reservedUntil: new Date(placedAt.getTime() + 24 * HOUR),
        createdAt: placedAt,
        updatedAt: uploadedAt,
      })
      await tx.insert(orderItems).values(
        lines.map(({ medication, quantity }) => ({
          orderId,
          kind: 'medication',
          referenceId: medication.id,
          name: medication.name,
          imageUrl: medication.imageUrl,
          quantity,
          priceAtPurchaseCents: medication.priceCents,
          createdAt: placedAt,
        })),
      )
      await tx
        .insert(orderEvents)
        .values({ orderId, event: 'placed', note: 'Items reserved for 24 hours', createdAt: placedAt })
      await tx.insert(medicationPrescriptions).values({
        id: newIdAt(placedAt),
        orderId,
        userId: buyer.id,
        pharmacyId: pharmacy.id,
        status: 'pending',
        fileKey: prescriptionFile.storageKey,
        fileName: `Prescription_${buyer.name.replace(/[^A-Za-z]+/g, '_')}.pdf`,
        contentType: prescriptionFile.contentType,
        sizeBytes: prescriptionFile.sizeBytes,
        uploadedAt,
        createdAt: placedAt,
      })
    })
  },
}
