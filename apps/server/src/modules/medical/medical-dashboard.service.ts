import type {
  MedicalDashboard,
  MedicalProvider,
  ProviderAppointment,
  WorkingHoursInput,
} from '@soko/shared/medical/medical.schema'
import { isUuid } from '../../lib/ids'
import { providerOfUser } from './medical-access'
import { nairobiDate, nairobiTime, slotBegun } from './medical.clock'
import { appointmentNotFound, notBooked, notStarted } from './medical.errors'
import { patientNotices } from './medical.notices'
import { medicalRepository as repo } from './medical.repository'
import type { MedicalContext } from './medical.service'
import { toProvider, toProviderAppointment } from './medical.views'

/**
 * The provider's appointment dashboard (/api/medical-dashboard, docs/medical-api.md): figures, working hours, a
 * day's appointments and marking them attended or no-show. Another provider's appointment answers 404. The
 * pharmacy rows (prescriptions, medications) are the pharmacy module's.
 */
export function createMedicalDashboardService({ db, notifications, now }: MedicalContext) {
  /** The user's verified, active provider record; anyone else: 403 medical.not_medical_provider. */
  const providerOf = (userId: string) => providerOfUser(db, userId)

  async function joined(providerId: string) {
    return (await repo.provider(db, providerId, true))!
  }

  /** The provider's own appointment with the patient's contact (another provider's, unknown, malformed: 404). */
  async function ownAppointment(providerId: string, id: string) {
    const [row] = isUuid(id) ? await repo.providerAppointments(db, providerId, { id }) : []
    if (!row) throw appointmentNotFound()
    return row
  }

  /** booked -> attended | no_show, once the slot has begun; the patient is told. */
  async function mark(
    userId: string,
    id: string,
    status: 'attended' | 'no_show',
  ): Promise<ProviderAppointment> {
    const provider = await providerOf(userId)
    const current = await ownAppointment(provider.id, id)
    const { appointment } = current
    if (appointment.status !== 'booked') throw notBooked()
    const at = now()
    if (!slotBegun(appointment.date, appointment.slot, at)) throw notStarted()
    const moved = await repo.moveBooked(db, appointment.id, { status, markedAt: at })
    if (!moved) throw notBooked()
    const visit = { date: moved.date, slot: moved.slot }
    await notifications.notify(moved.patientId, {
      ...(status === 'attended'
        ? patientNotices.attended(visit, provider.fullName)
        : patientNotices.noShow(visit, provider.fullName)),
      actionUrl: '/medical/appointments',
    })
    return toProviderAppointment({ ...current, appointment: moved }, at)
  }

  return {
    /** 403 unless an approved medical provider (the dashboard's guard, before a body is read). */
    providerOf,

    async overview(userId: string): Promise<MedicalDashboard> {
      const provider = await providerOf(userId)
      const at = now()
      const counts = await repo.dashboardCounts(db, provider.id, nairobiDate(at), nairobiTime(at))
      return {
        provider: toProvider(await joined(provider.id)),
        is_pharmacy: provider.providerType === 'pharmacist',
        counts: {
          today: counts.today,
          upcoming: counts.upcoming,
          pending_prescriptions: counts.pendingPrescriptions,
        },
      }
    },

    /** New working days and hours (and fee, when given); booked appointments stay booked. */
    async setHours(userId: string, input: WorkingHoursInput): Promise<MedicalProvider> {
      const provider = await providerOf(userId)
      await repo.updateProvider(db, provider.id, {
        workingDays: [...new Set(input.working_days)].sort((a, b) => a - b),
        firstSlot: input.first_slot,
        lastSlot: input.last_slot,
        ...(input.consultation_fee_cents !== undefined
          ? { consultationFeeCents: input.consultation_fee_cents }
          : {}),
      })
      return toProvider(await joined(provider.id))
    },

    /** A day's own appointments (default today, Nairobi), by slot. */
    async appointments(
      userId: string,
      date?: string,
    ): Promise<{ date: string; items: ProviderAppointment[] }> {
      const provider = await providerOf(userId)
      const at = now()
      const day = date ?? nairobiDate(at)
      const rows = await repo.providerAppointments(db, provider.id, { date: day })
      return { date: day, items: rows.map((row) => toProviderAppointment(row, at)) }
    },

    attended: (userId: string, id: string) => mark(userId, id, 'attended'),
    noShow: (userId: string, id: string) => mark(userId, id, 'no_show'),
  }
}
export type MedicalDashboardService = ReturnType<typeof createMedicalDashboardService>
