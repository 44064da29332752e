import type { FacilityType, MedicalProviderType } from '@soko/shared/medical/medical.constants'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import {
  medicalAppointments,
  medicalFacilities,
  medicalProviders,
  medicalSpecializations,
  medicationPrescriptions,
} from './medical.table'

export type ProviderRow = typeof medicalProviders.$inferSelect
export type NewProvider = typeof medicalProviders.$inferInsert
export type AppointmentRow = typeof medicalAppointments.$inferSelect
export type FacilityRow = typeof medicalFacilities.$inferSelect

/** Where a provider page starts: after this provider in (rating desc nulls last, name, id) order. */
export type ProviderCursor = { sum: number; count: number; name: string; id: string }

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The average rating as the list orders by it: null without ratings. */
const ratingOrder = sql`(${medicalProviders.ratingSum}::float8 / nullif(${medicalProviders.ratingCount}, 0))`

const listed = and(eq(medicalProviders.isActive, true), eq(medicalProviders.isVerified, true))

/** A provider with the names its cards show. */
const providerColumns = {
  provider: medicalProviders,
  specializationName: medicalSpecializations.name,
  facilityName: medicalFacilities.name,
}
export type ProviderJoined = {
  provider: ProviderRow
  specializationName: string | null
  facilityName: string | null
}

const patientName = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`
const accountPhone = sql<string | null>`coalesce(nullif(${profiles.phone}, ''), ${users.phoneNumber})`

/** An appointment with what the patient's cards show of the provider. */
const appointmentColumns = {
  appointment: medicalAppointments,
  providerName: medicalProviders.fullName,
  providerType: medicalProviders.providerType,
  providerPhone: medicalProviders.phone,
  providerUserId: medicalProviders.userId,
  specializationName: medicalSpecializations.name,
}
export type AppointmentJoined = {
  appointment: AppointmentRow
  providerName: string
  providerType: string
  providerPhone: string | null
  providerUserId: string | null
  specializationName: string | null
}

/** An appointment with the patient's contact (the provider's dashboard). */
const providerAppointmentColumns = {
  appointment: medicalAppointments,
  patientName,
  patientEmail: users.email,
  accountPhone,
}
export type ProviderAppointmentJoined = {
  appointment: AppointmentRow
  patientName: string | null
  patientEmail: string | null
  accountPhone: string | null
}

const createdMs = sql`date_trunc('milliseconds', ${medicalAppointments.createdAt})`

/** Booked and not begun yet at (today, time), Nairobi: the slot is 'HH:00', so text order is time order. */
const upcomingAt = (today: string, time: string) =>
  sql`(${medicalAppointments.status} = 'booked' and (${medicalAppointments.date} > ${today}::date or (${medicalAppointments.date} = ${today}::date and ${medicalAppointments.slot} > ${time})))`

/** Every query takes its executor, so a caller's transaction carries the write. */
export const medicalRepository = {
  // ---- directory
  specializations(tx: Db) {
    return tx
      .select()
      .from(medicalSpecializations)
      .orderBy(asc(medicalSpecializations.name), asc(medicalSpecializations.id))
  },

  /** The specialization of that name, compared case-insensitively. */
  async specializationNamed(tx: Db, name: string) {
    const [row] = await tx
      .select()
      .from(medicalSpecializations)
      .where(sql`lower(${medicalSpecializations.name}) = lower(${name.trim()})`)
      .limit(1)
    return row
  },

  facilities(tx: Db, filter: { search?: string; facility_type?: FacilityType }) {
    return tx
      .select()
      .from(medicalFacilities)
      .where(
        and(
          eq(medicalFacilities.isVerified, true),
          filter.search ? sql`${medicalFacilities.name} ilike ${contains(filter.search)}` : undefined,
          filter.facility_type ? eq(medicalFacilities.facilityType, filter.facility_type) : undefined,
        ),
      )
      .orderBy(asc(medicalFacilities.name), asc(medicalFacilities.id))
      .limit(500)
  },

  /** Listed providers by rating (null last), name, id; `limit` rows strictly after the cursor. */
  providerPage(
    tx: Db,
    filter: { search?: string; specialization_id?: string; provider_type?: MedicalProviderType },
    limit: number,
    after?: ProviderCursor,
  ): Promise<ProviderJoined[]> {
    let keyset: SQL | undefined
    if (after) {
      const rest = sql`(${medicalProviders.fullName}, ${medicalProviders.id}) > (${after.name}, ${after.id}::uuid)`
      keyset =
        after.count > 0
          ? sql`(${ratingOrder} < (${after.sum}::float8 / ${after.count}::float8) or ${ratingOrder} is null or (${ratingOrder} = (${after.sum}::float8 / ${after.count}::float8) and ${rest}))`
          : sql`(${ratingOrder} is null and ${rest})`
    }
    return tx
      .select(providerColumns)
      .from(medicalProviders)
      .leftJoin(medicalSpecializations, eq(medicalSpecializations.id, medicalProviders.specializationId))
      .leftJoin(medicalFacilities, eq(medicalFacilities.id, medicalProviders.facilityId))
      .where(
        and(
          listed,
          filter.search
            ? sql`(${medicalProviders.fullName} ilike ${contains(filter.search)} or ${medicalSpecializations.name} ilike ${contains(filter.search)})`
            : undefined,
          filter.specialization_id
            ? eq(medicalProviders.specializationId, filter.specialization_id)
            : undefined,
          filter.provider_type ? eq(medicalProviders.providerType, filter.provider_type) : undefined,
          keyset,
        ),
      )
      .orderBy(sql`${ratingOrder} desc nulls last`, asc(medicalProviders.fullName), asc(medicalProviders.id))
      .limit(limit)
  },

  /** A provider with its names; only a listed one (active and verified) unless `any`. */
  async provider(tx: Db, id: string, any = false): Promise<ProviderJoined | undefined> {
    const [row] = await tx
      .select(providerColumns)
      .from(medicalProviders)
      .leftJoin(medicalSpecializations, eq(medicalSpecializations.id, medicalProviders.specializationId))
      .leftJoin(medicalFacilities, eq(medicalFacilities.id, medicalProviders.facilityId))
      .where(and(eq(medicalProviders.id, id), any ? undefined : listed))
    return row
  },

  async providerIdOfUser(tx: Db, userId: string) {
    const [row] = await tx
      .select({ id: medicalProviders.id })
      .from(medicalProviders)
      .where(eq(medicalProviders.userId, userId))
    return row?.id
  },

  async insertProvider(tx: Db, values: NewProvider) {
    await tx.insert(medicalProviders).values(values)
  },

  async updateProvider(tx: Db, id: string, changes: Partial<NewProvider>) {
    await tx.update(medicalProviders).set(changes).where(eq(medicalProviders.id, id))
  },

  /** Adds one patient's rating to the provider's sum and count. */
  async addRating(tx: Db, providerId: string, rating: number) {
    await tx
      .update(medicalProviders)
      .set({
        ratingSum: sql`${medicalProviders.ratingSum} + ${rating}`,
        ratingCount: sql`${medicalProviders.ratingCount} + 1`,
      })
      .where(eq(medicalProviders.id, providerId))
  },

  /** The account's name and phone (the patient's, told to the provider). */
  async contactOf(tx: Db, userId: string) {
    const [row] = await tx
      .select({ fullName: patientName, phone: accountPhone })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row
  },

  // ---- appointments
  /** The provider's slots a live appointment holds on a date. */
  async takenSlots(tx: Db, providerId: string, date: string) {
    const rows = await tx
      .select({ slot: medicalAppointments.slot })
      .from(medicalAppointments)
      .where(
        and(
          eq(medicalAppointments.providerId, providerId),
          eq(medicalAppointments.date, date),
          sql`${medicalAppointments.status} <> 'cancelled'`,
        ),
      )
    return new Set(rows.map((row) => row.slot))
  },

  /** Inserts a booked appointment; a live one at the slot breaks `medical_appointments_one_per_slot` (23505). */
  async insertAppointment(tx: Db, values: typeof medicalAppointments.$inferInsert) {
    const [row] = await tx.insert(medicalAppointments).values(values).returning()
    return row!
  },

  async appointment(tx: Db, id: string): Promise<AppointmentJoined | undefined> {
    const [row] = await tx
      .select(appointmentColumns)
      .from(medicalAppointments)
      .innerJoin(medicalProviders, eq(medicalProviders.id, medicalAppointments.providerId))
      .leftJoin(medicalSpecializations, eq(medicalSpecializations.id, medicalProviders.specializationId))
      .where(eq(medicalAppointments.id, id))
    return row
  },

  /** The patient's appointments: upcoming booked ones first (soonest first), then the rest newest first. */
  appointmentsOf(tx: Db, patientId: string, today: string, time: string): Promise<AppointmentJoined[]> {
    const upcoming = upcomingAt(today, time)
    return tx
      .select(appointmentColumns)
      .from(medicalAppointments)
      .innerJoin(medicalProviders, eq(medicalProviders.id, medicalAppointments.providerId))
      .leftJoin(medicalSpecializations, eq(medicalSpecializations.id, medicalProviders.specializationId))
      .where(eq(medicalAppointments.patientId, patientId))
      .orderBy(
        sql`case when ${upcoming} then 0 else 1 end`,
        sql`case when ${upcoming} then ${medicalAppointments.date} end asc`,
        sql`case when ${upcoming} then ${medicalAppointments.slot} end asc`,
        desc(createdMs),
        desc(medicalAppointments.id),
      )
      .limit(300)
  },

  /** Moves an appointment only while it is `booked` (a concurrent move makes it answer nothing). */
  async moveBooked(tx: Db, id: string, changes: Partial<typeof medicalAppointments.$inferInsert>) {
    const [row] = await tx
      .update(medicalAppointments)
      .set(changes)
      .where(and(eq(medicalAppointments.id, id), eq(medicalAppointments.status, 'booked')))
      .returning()
    return row
  },

  /** Rates an attended, unrated appointment of the patient; answers nothing otherwise. */
  async rate(tx: Db, id: string, patientId: string, rating: number, review: string | null) {
    const [row] = await tx
      .update(medicalAppointments)
      .set({ rating, review })
      .where(
        and(
          eq(medicalAppointments.id, id),
          eq(medicalAppointments.patientId, patientId),
          eq(medicalAppointments.status, 'attended'),
          sql`${medicalAppointments.rating} is null`,
        ),
      )
      .returning()
    return row
  },

  /** My activity: the patient's appointments, newest first, before a (created_at ms, id) cursor. */
  activity(
    tx: Db,
    patientId: string,
    limit: number,
    before?: { date: Date; id: string },
  ): Promise<AppointmentJoined[]> {
    return tx
      .select(appointmentColumns)
      .from(medicalAppointments)
      .innerJoin(medicalProviders, eq(medicalProviders.id, medicalAppointments.providerId))
      .leftJoin(medicalSpecializations, eq(medicalSpecializations.id, medicalProviders.specializationId))
      .where(
        and(
          eq(medicalAppointments.patientId, patientId),
          before
            ? sql`(${createdMs}, ${medicalAppointments.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(createdMs), desc(medicalAppointments.id))
      .limit(limit)
  },

  // ---- the provider's dashboard
  /** The provider's appointments of a day (or one of them), by slot, with the patient's contact. */
  providerAppointments(
    tx: Db,
    providerId: string,
    filter: { date?: string; id?: string },
  ): Promise<ProviderAppointmentJoined[]> {
    return tx
      .select(providerAppointmentColumns)
      .from(medicalAppointments)
      .leftJoin(users, eq(users.id, medicalAppointments.patientId))
      .leftJoin(profiles, eq(profiles.id, medicalAppointments.patientId))
      .where(
        and(
          eq(medicalAppointments.providerId, providerId),
          filter.date ? eq(medicalAppointments.date, filter.date) : undefined,
          filter.id ? eq(medicalAppointments.id, filter.id) : undefined,
        ),
      )
      .orderBy(asc(medicalAppointments.slot), asc(medicalAppointments.createdAt), asc(medicalAppointments.id))
      .limit(200)
  },

  /** Today's booked appointments, the booked ones not begun yet, and the pharmacy's prescriptions to review. */
  async dashboardCounts(tx: Db, providerId: string, today: string, time: string) {
    const [row] = await tx
      .select({
        today: sql<number>`count(*) filter (where ${medicalAppointments.status} = 'booked' and ${medicalAppointments.date} = ${today}::date)::int`,
        upcoming: sql<number>`count(*) filter (where ${upcomingAt(today, time)})::int`,
        pendingPrescriptions: sql<number>`(select count(*)::int from ${medicationPrescriptions} where ${medicationPrescriptions.pharmacyId} = ${providerId} and ${medicationPrescriptions.status} = 'pending')`,
      })
      .from(medicalAppointments)
      .where(eq(medicalAppointments.providerId, providerId))
    return row ?? { today: 0, upcoming: 0, pendingPrescriptions: 0 }
  },
}
