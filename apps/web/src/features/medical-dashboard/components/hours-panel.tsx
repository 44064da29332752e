import { MEDICAL_SLOTS } from '@soko/shared/medical/medical.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { InputField, SelectField } from '@/components/ui/form-controls'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { MedicalProvider } from '../api/medical-dashboard-types'
import { useSaveWorkingHours } from '../api/save-working-hours'
import {
  hoursBody,
  hoursFormValues,
  hoursProblems,
  isMedicalSlot,
  weekdays,
  type HoursErrors,
  type HoursFormValues,
} from '../hours-form-values'

/** The server's field names (workingHoursSchema) and the form's. */
const serverFields = {
  working_days: 'days',
  first_slot: 'last',
  last_slot: 'last',
  consultation_fee_cents: 'fee',
} as const

/**
 * The provider's working hours: the days they see patients (Monday to Sunday), the first and last of the nine
 * slots, and the consultation fee in shillings (optional). Patients book only inside them; appointments
 * already booked stay booked.
 */
export function HoursPanel({ provider }: { provider: MedicalProvider }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSaveWorkingHours()
  const [values, setValues] = useState<HoursFormValues>(() => hoursFormValues(provider))
  const [errors, setErrors] = useState<HoursErrors>({})
  /** Messages the server gave for a field, shown as they are. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof HoursErrors, string>>>({})

  const messageOf = (field: keyof HoursErrors) =>
    serverErrors[field] ??
    (errors[field] === 'hours'
      ? t('medicalDashboard.hours.errors.hours')
      : errors[field] === 'fee'
        ? t('medicalDashboard.hours.errors.fee')
        : undefined)

  function change(next: Partial<HoursFormValues>) {
    const merged = { ...values, ...next }
    setValues(merged)
    setServerErrors({})
    // Once a problem shows, it goes away as soon as it is fixed.
    if (Object.keys(errors).length > 0) setErrors(hoursProblems(merged))
  }

  function toggleDay(day: number, on: boolean) {
    change({ days: on ? [...values.days, day] : values.days.filter((one) => one !== day) })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = hoursProblems(values)
    setErrors(problems)
    setServerErrors({})
    if (Object.keys(problems).length > 0) {
      // The keyboard lands on the first field to fix.
      const first = problems.days ? `${id}-day-1` : problems.last ? `${id}-last` : `${id}-fee`
      document.getElementById(first)?.focus()
      return
    }
    try {
      const saved = await save.mutateAsync(hoursBody(values))
      setValues(hoursFormValues(saved))
      toast.success(t('medicalDashboard.hours.saved'))
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      const shown: Partial<Record<keyof HoursErrors, string>> = {}
      for (const [name, field] of Object.entries(serverFields)) if (fields[name]) shown[field] = fields[name]
      setServerErrors(shown)
      toast.error(errorMessage(failure, t('medicalDashboard.hours.saveFailed')))
    }
  }

  const daysError = messageOf('days')
  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-6"
        data-testid="medical-hours-form"
      >
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t('medicalDashboard.hours.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('medicalDashboard.hours.description')}</p>
        </div>

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={daysError ? `${id}-days-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{t('medicalDashboard.hours.days')}</legend>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
            {weekdays.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  id={`${id}-day-${day}`}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={values.days.includes(day)}
                  onChange={(event) => toggleDay(day, event.target.checked)}
                />
                {t(`medicalDashboard.weekdays.${day}`)}
              </label>
            ))}
          </div>
          {daysError && (
            <p id={`${id}-days-error`} role="alert" className="text-sm font-medium text-destructive">
              {daysError}
            </p>
          )}
        </fieldset>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField
            id={`${id}-first`}
            label={t('medicalDashboard.hours.firstSlot')}
            value={values.first}
            onChange={(event) => {
              if (isMedicalSlot(event.target.value)) change({ first: event.target.value })
            }}
          >
            {MEDICAL_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${id}-last`}
            label={t('medicalDashboard.hours.lastSlot')}
            value={values.last}
            error={messageOf('last')}
            onChange={(event) => {
              if (isMedicalSlot(event.target.value)) change({ last: event.target.value })
            }}
          >
            {MEDICAL_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectField>
          <InputField
            id={`${id}-fee`}
            label={t('medicalDashboard.hours.fee')}
            hint={t('medicalDashboard.hours.feeHint')}
            error={messageOf('fee')}
            value={values.fee}
            inputMode="numeric"
            maxLength={9}
            onChange={(event) => change({ fee: event.target.value })}
          />
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('medicalDashboard.hours.bookedStay')}</p>
          <Button type="submit" className="h-11" disabled={save.isPending}>
            {save.isPending ? t('medicalDashboard.hours.saving') : t('medicalDashboard.hours.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
