import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import { MEDICAL_SLOTS, type MedicalProviderType } from '@soko/shared/medical/medical.constants'
import type {
  Appointment,
  BookAppointmentInput,
  DaySlots,
  Facility,
  MedicalProvider,
  ProviderListQuery,
  Specialization,
  facilityListQuerySchema,
  reviewAppointmentSchema,
} from '@soko/shared/medical/medical.schema'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import { isUuid } from '../../lib/ids'
import type { NotificationsService } from '../notifications/notifications.service'
import { createMedicalDashboardService } from './medical-dashboard.service'
import { appointmentTimeProblem, isoWeekday, nairobiDate, nairobiTime, slotBegun } from './medical.clock'
import {
  appointmentNotFound,
  badProviderCursor,
  cannotCancel,
  cannotReview,
  closedDay,
  outsideHours,
  ownAppointment,
  pastDate,
  pastSlot,
  providerNotFound,
  slotInvalid,
  slotTaken,
  tooFar,
} from './medical.errors'
import { providerNotices } from './medical.notices'
import { medicalRepository as repo, type ProviderCursor, type ProviderRow } from './medical.repository'
import { isCancellable, toAppointment, toAppointmentActivity, toFacility, toProvider } from './medical.views'

/** What an approved `medical_provider` application says of the applicant (docs/medical-api.md). */
export type MedicalApplicant = {
  fullName: string
  specialization: string | null
  licenseNumber: string | null
  yearsExperience: number | null
  phone: string | null
  email: string | null
}

/** The provider type an application's specialization names; `doctor` when it names none of the others. */
export function providerTypeOf(specialization: string | null): MedicalProviderType {
  const text = (specialization ?? '').toLowerCase()
  if (/pharmac/.test(text)) return 'pharmacist'
  if (/dentist|dental/.test(text)) return 'dentist'
  if (/nurs/.test(text)) return 'nurse'
  if (/physio/.test(text)) return 'physiotherapist'
  if (/\blab(oratory|s)?\b/.test(text)) return 'lab_technician'
  if (/ambulance/.test(text)) return 'ambulance_driver'
  return 'doctor'
}

/** The only writer of `medical_providers` from an approval; runs in the caller's transaction (`tx`). */
export const medicalService = {
  /**
   * An approved medical_provider application: the user's provider record, created verified (typed and linked
   * by the specialization), or an existing one verified and active again.
   */
  async verifyApplicant(tx: Db, userId: string, applicant: MedicalApplicant) {
    const existing = await repo.providerIdOfUser(tx, userId)
    if (existing) {
      await repo.updateProvider(tx, existing, { isVerified: true, isActive: true })
      return
    }
    const specialization = applicant.specialization?.trim()
      ? await repo.specializationNamed(tx, applicant.specialization)
      : undefined
    await repo.insertProvider(tx, {
      userId,
      fullName: applicant.fullName,
      providerType: providerTypeOf(applicant.specialization),
      specializationId: specialization?.id ?? null,
      yearsExperience: applicant.yearsExperience,
      phone: applicant.phone || null,
      email: applicant.email || null,
      isVerified: true,
      isActive: true,
    })
  },
}

export type MedicalDeps = {
  db: Db
  notifications: Pick<NotificationsService, 'notify'>
  /** The clock slots and bookings are read against (tests move it). */
  now?: () => Date
}

/** What the dashboard half shares with this one. */
export type MedicalContext = Required<MedicalDeps>

const cursorSchema = z.tuple([
  z.number().int().min(0),
  z.number().int().min(0),
  z.string().max(500),
  z.string().refine(isUuid),
])
const encodeCursor = (cursor: ProviderCursor) =>
  Buffer.from(JSON.stringify([cursor.sum, cursor.count, cursor.name, cursor.id])).toString('base64url')
function decodeCursor(raw: string): ProviderCursor {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString())
  } catch {
    throw badProviderCursor()
  }
  const parsed = cursorSchema.safeParse(json)
  if (!parsed.success) throw badProviderCursor()
  const [sum, count, name, id] = parsed.data
  return { sum, count, name, id }
}

type FacilityQuery = z.output<typeof facilityListQuerySchema>
type ReviewInput = z.output<typeof reviewAppointmentSchema>

/**
 * Medical (issue 17, docs/medical-api.md): the public directory (specializations, providers, their slots,
 * facilities), the patient's appointments (book, mine, cancel, review), My activity's appointments; and the
 * provider's dashboard (`dashboard`).
 */
export function createMedicalService(deps: MedicalDeps) {
  const { db, notifications } = deps
  const now = deps.now ?? (() => new Date())
  const context: MedicalContext = { db, notifications, now }

  /** A listed provider (active and verified); anything else, malformed ids included: 404. */
  async function listed(id: string) {
    const row = isUuid(id) ? await repo.provider(db, id) : undefined
    if (!row) throw providerNotFound()
    return row
  }

  /** The patient's own appointment (another user's, unknown or malformed: 404). */
  async function own(userId: string, id: string) {
    const row = isUuid(id) ? await repo.appointment(db, id) : undefined
    if (!row || row.appointment.patientId !== userId) throw appointmentNotFound()
    return row
  }

  const outside = (provider: ProviderRow, slot: string) =>
    slot < provider.firstSlot || slot > provider.lastSlot

  return {
    // ---- public
    async specializations(): Promise<{ items: Specialization[] }> {
      return { items: (await repo.specializations(db)).map((row) => ({ id: row.id, name: row.name })) }
    },

    /** Listed providers, best rated first (unrated last), then by name; keyset pages. */
    async providers(
      query: ProviderListQuery,
    ): Promise<{ items: MedicalProvider[]; next_cursor: string | null }> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined
      const rows = await repo.providerPage(db, query, query.limit + 1, after)
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        items: page.map(toProvider),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({
                sum: last.provider.ratingSum,
                count: last.provider.ratingCount,
                name: last.provider.fullName,
                id: last.provider.id,
              })
            : null,
      }
    },

    async provider(id: string): Promise<MedicalProvider> {
      return toProvider(await listed(id))
    },

    /** The nine slots of a day: closed (not working / outside hours), passed (begun), taken, else free. */
    async slots(id: string, date: string): Promise<DaySlots> {
      const { provider } = await listed(id)
      const working = provider.workingDays.includes(isoWeekday(date))
      const taken = await repo.takenSlots(db, provider.id, date)
      const at = now()
      const past = date < nairobiDate(at)
      return {
        date,
        working,
        slots: MEDICAL_SLOTS.map((slot) => ({
          slot,
          state:
            !working || outside(provider, slot)
              ? 'closed'
              : past || slotBegun(date, slot, at)
                ? 'passed'
                : taken.has(slot)
                  ? 'taken'
                  : 'free',
        })),
      }
    },

    async facilities(query: FacilityQuery): Promise<{ items: Facility[] }> {
      return { items: (await repo.facilities(db, query)).map(toFacility) }
    },

    // ---- appointments
    /**
     * Books a date and slot, Nairobi time, with a listed provider who is not the patient: not before today, at
     * most APPOINTMENT_MAX_DAYS_AHEAD days ahead, one of the nine slots not begun yet, on a working day within
     * the provider's hours. The partial unique index decides a race for the slot (409 medical.slot_taken). The
     * provider's user is told.
     */
    async book(userId: string, providerId: string, input: BookAppointmentInput): Promise<Appointment> {
      const joined = await listed(providerId)
      const { provider } = joined
      if (provider.userId === userId) throw ownAppointment()
      const { date, slot } = input
      const at = now()
      const problem = appointmentTimeProblem(date, slot, at)
      if (problem === 'past_date') throw pastDate()
      if (problem === 'too_far') throw tooFar()
      if (!(MEDICAL_SLOTS as readonly string[]).includes(slot)) throw slotInvalid()
      if (problem === 'past_slot') throw pastSlot()
      if (!provider.workingDays.includes(isoWeekday(date))) throw closedDay()
      if (outside(provider, slot)) throw outsideHours()
      const patient = await repo.contactOf(db, userId)
      let created
      try {
        created = await repo.insertAppointment(db, {
          providerId: provider.id,
          patientId: userId,
          date,
          slot,
          reason: input.reason?.trim() || null,
          patientPhone: input.phone?.trim() || patient?.phone || null,
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw slotTaken()
        throw error
      }
      if (provider.userId)
        await notifications.notify(provider.userId, {
          ...providerNotices.booked({ date, slot }, patient?.fullName || 'A patient'),
          actionUrl: '/medical-dashboard',
        })
      return toAppointment(
        {
          appointment: created,
          providerName: provider.fullName,
          providerType: provider.providerType,
          providerPhone: provider.phone,
          providerUserId: provider.userId,
          specializationName: joined.specializationName,
        },
        at,
      )
    },

    async mine(userId: string): Promise<{ items: Appointment[] }> {
      const at = now()
      const rows = await repo.appointmentsOf(db, userId, nairobiDate(at), nairobiTime(at))
      return { items: rows.map((row) => toAppointment(row, at)) }
    },

    /** The patient cancels their booked appointment more than APPOINTMENT_CANCEL_HOURS ahead; the provider is told. */
    async cancel(userId: string, id: string): Promise<Appointment> {
      const current = await own(userId, id)
      const at = now()
      if (!isCancellable(current.appointment, at)) throw cannotCancel()
      const moved = await repo.moveBooked(db, current.appointment.id, {
        status: 'cancelled',
        cancelledAt: at,
      })
      if (!moved) throw cannotCancel()
      if (current.providerUserId) {
        const patient = await repo.contactOf(db, userId)
        await notifications.notify(current.providerUserId, {
          ...providerNotices.cancelled(moved, patient?.fullName || 'A patient'),
          actionUrl: '/medical-dashboard',
        })
      }
      return toAppointment({ ...current, appointment: moved }, at)
    },

    /** Rates an attended appointment once; the provider's rating sum and count move in the same transaction. */
    async review(userId: string, id: string, input: ReviewInput): Promise<Appointment> {
      const current = await own(userId, id)
      const rated = await db.transaction(async (raw) => {
        const tx = raw as unknown as Db
        const row = await repo.rate(
          tx,
          current.appointment.id,
          userId,
          input.rating,
          input.comment?.trim() || null,
        )
        if (!row) throw cannotReview()
        await repo.addRating(tx, row.providerId, input.rating)
        return row
      })
      return toAppointment({ ...current, appointment: rated }, now())
    },

    /** My activity's appointments: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      return (await repo.activity(db, userId, limit, before)).map(toAppointmentActivity)
    },

    dashboard: createMedicalDashboardService(context),
  }
}
export type MedicalService = ReturnType<typeof createMedicalService>
