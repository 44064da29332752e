import { MEDICAL_SLOTS, type MedicalSlot } from '@soko/shared/medical/medical.constants'
import type { MedicalProvider, WorkingHoursInput } from './api/medical-dashboard-types'

/** ISO weekdays, Monday (1) to Sunday (7). */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

/** The largest fee the server takes (workingHoursSchema: 10,000,000 cents). */
export const FEE_MAX_SHILLINGS = 100_000

export interface HoursFormValues {
  days: number[]
  first: MedicalSlot
  last: MedicalSlot
  /** Whole shillings as typed; '' for none. */
  fee: string
}

export type HoursProblem = 'hours' | 'fee'
export type HoursErrors = Partial<Record<'days' | 'last' | 'fee', HoursProblem>>

export const isMedicalSlot = (value: string): value is MedicalSlot =>
  (MEDICAL_SLOTS as readonly string[]).includes(value)

export function hoursFormValues(provider: MedicalProvider): HoursFormValues {
  return {
    days: [...provider.working_days].sort(),
    first: provider.first_slot,
    last: provider.last_slot,
    fee:
      provider.consultation_fee_cents === null
        ? ''
        : String(Math.round(provider.consultation_fee_cents / 100)),
  }
}

/** The form's problems, by field, as workingHoursSchema would find them (its one message for days and slots). */
export function hoursProblems(values: HoursFormValues): HoursErrors {
  const errors: HoursErrors = {}
  if (values.days.length === 0) errors.days = 'hours'
  if (MEDICAL_SLOTS.indexOf(values.first) > MEDICAL_SLOTS.indexOf(values.last)) errors.last = 'hours'
  const fee = values.fee.trim()
  if (fee !== '' && (!/^\d+$/.test(fee) || Number(fee) > FEE_MAX_SHILLINGS)) errors.fee = 'fee'
  return errors
}

/** What PUT /hours gets: the days in order, and the fee in cents (null when left empty). */
export function hoursBody(values: HoursFormValues): WorkingHoursInput {
  const fee = values.fee.trim()
  return {
    working_days: [...new Set(values.days)].sort((a, b) => a - b),
    first_slot: values.first,
    last_slot: values.last,
    consultation_fee_cents: fee === '' ? null : Number(fee) * 100,
  }
}
