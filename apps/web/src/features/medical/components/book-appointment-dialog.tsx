import {
  APPOINTMENT_REASON_MAX,
  MEDICAL_SLOTS,
  type MedicalSlot,
  type SlotState,
} from '@soko/shared/medical/medical.constants'
import type { MedicalProvider } from '@soko/shared/medical/medical.schema'
import { formatMoney } from '@soko/shared/money/format-money'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useBookAppointment, useSlots } from '../api/appointments'
import { useProvider } from '../api/get-providers'
import { appointmentDateRange, firstBookableDate, formatDay, isCalendarDate } from '../medical-display'

export interface BookAppointmentDialogProps {
  providerId: string
  /** The card's copy, shown at once; without it (back from /auth) the provider is read from the server. */
  provider?: MedicalProvider
  onClose: () => void
  /** The clock (tests give their own). */
  now?: Date
}

/**
 * Book Appointment (spec 001 "Medical", section 5): the provider, a date from today (Nairobi) to 60 days
 * ahead, the day's nine slots as the server sees them (taken, passed and closed ones cannot be chosen), an
 * optional reason and the phone. Date and time are required; the server checks it all again and its refusal
 * (a slot just taken: the slots are asked again) shows here as it comes.
 */
export default function BookAppointmentDialog({
  providerId,
  provider: initial,
  onClose,
  now: clock,
}: BookAppointmentDialogProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const { session } = useSession()
  const [now] = useState(() => clock ?? new Date())
  const { min, max } = appointmentDateRange(now)
  const providerQuery = useProvider(providerId, initial)
  const provider = providerQuery.data
  const [date, setDate] = useState(() => firstBookableDate(now))
  const [slot, setSlot] = useState<MedicalSlot | null>(null)
  const [reason, setReason] = useState('')
  const sessionPhone = session?.user.phone_number || session?.profile.phone || ''
  const [phone, setPhone] = useState(sessionPhone)
  const phoneTyped = useRef(false)
  // The account's phone, once the session is known, unless the patient has typed another.
  useEffect(() => {
    if (!phoneTyped.current && sessionPhone) setPhone(sessionPhone)
  }, [sessionPhone])
  const [error, setError] = useState<string>()
  const [serverError, setServerError] = useState<string>()
  const [booked, setBooked] = useState<{ date: string; slot: MedicalSlot } | null>(null)
  const inRange = isCalendarDate(date) && date >= min && date <= max
  const slots = useSlots(providerId, inRange ? date : null)
  const book = useBookAppointment(providerId)

  const stateOf = (choice: MedicalSlot): SlotState =>
    slots.data?.date === date
      ? (slots.data.slots.find((one) => one.slot === choice)?.state ?? 'closed')
      : 'closed'

  function chooseDate(value: string) {
    setDate(value)
    setSlot(null)
    setError(undefined)
    setServerError(undefined)
  }

  function check(): string | undefined {
    if (!isCalendarDate(date) || !slot) return t('medical.booking.dateRequired')
    if (date < min) return t('medical.booking.pastDate')
    if (date > max) return t('medical.booking.tooFar')
    if (stateOf(slot) !== 'free') return t('medical.booking.slotInvalid')
    return undefined
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setServerError(undefined)
    const problem = check()
    setError(problem)
    if (problem || !slot) return
    const text = reason.trim()
    const number = phone.trim()
    try {
      await book.mutateAsync({
        date,
        slot,
        ...(text ? { reason: text } : {}),
        ...(number ? { phone: number } : {}),
      })
    } catch (failure) {
      setServerError(errorMessage(failure, t('medical.booking.failed')))
      if (failure instanceof ApiError && failure.status === 409) {
        // Someone else took it (or the hours changed): show the day as it is now.
        setSlot(null)
        void slots.refetch()
      }
      return
    }
    toast.success(t('medical.booking.booked'))
    setBooked({ date, slot })
  }

  const name = provider?.full_name ?? ''
  const dateId = `${id}-date`
  const errorId = `${id}-error`
  const notWorking = slots.data?.date === date && !slots.data.working

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('medical.booking.close')} className="max-h-[95dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('medical.booking.title')}</DialogTitle>
          <DialogDescription>
            {provider ? t('medical.booking.description', { name }) : t('medical.booking.loadingProvider')}
          </DialogDescription>
        </DialogHeader>

        {booked ? (
          <div className="flex flex-col gap-4" data-testid="booking-done">
            <p role="status" className="flex items-start gap-2 rounded-lg bg-primary/10 p-3 font-medium">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                {t('medical.booking.booked')}{' '}
                {t('medical.booking.bookedDetail', {
                  date: formatDay(booked.date, i18n.language),
                  slot: booked.slot,
                  name,
                })}
              </span>
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('medical.booking.done')}
              </Button>
              <Button asChild>
                <Link to="/medical/appointments">{t('medical.booking.viewAppointments')}</Link>
              </Button>
            </DialogFooter>
          </div>
        ) : providerQuery.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(providerQuery.error, t('medical.booking.providerFailed'))}
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-w-0 flex-col gap-4">
            {provider && (
              <div className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="booking-provider">
                <p className="font-semibold">{provider.full_name}</p>
                <p className="text-muted-foreground">
                  {[
                    t(`medical.providerTypes.${provider.provider_type}`),
                    provider.specialization?.name,
                    provider.facility?.name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p>
                  {provider.consultation_fee_cents !== null
                    ? t('medical.card.fee', { fee: formatMoney(provider.consultation_fee_cents) })
                    : t('medical.card.feeAtVisit')}
                </p>
              </div>
            )}

            <div className="flex flex-col gap-2">
              <Label htmlFor={dateId}>{t('medical.booking.date')}</Label>
              <Input
                id={dateId}
                type="date"
                min={min}
                max={max}
                value={date}
                required
                onChange={(event) => chooseDate(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>

            <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
              <legend className="mb-2 text-sm leading-none font-medium">{t('medical.booking.time')}</legend>
              {slots.isFetching && !slots.data && (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner />
                  {t('medical.booking.slotsLoading')}
                </p>
              )}
              {slots.isError && (
                <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                  {t('medical.booking.slotsFailed')}
                  <Button type="button" variant="outline" size="sm" onClick={() => void slots.refetch()}>
                    {t('medical.retry')}
                  </Button>
                </p>
              )}
              {notWorking && (
                <p className="text-sm text-muted-foreground">{t('medical.booking.notWorking')}</p>
              )}
              <div
                role="radiogroup"
                aria-label={t('medical.booking.time')}
                className="grid grid-cols-3 gap-2"
                data-testid="booking-slots"
              >
                {MEDICAL_SLOTS.map((choice) => {
                  const state = stateOf(choice)
                  const disabled = state !== 'free'
                  return (
                    <label
                      key={choice}
                      data-state={state}
                      className={cn(
                        'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border px-1 py-1.5 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                        disabled && 'cursor-not-allowed bg-muted text-muted-foreground',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-slot`}
                        value={choice}
                        checked={slot === choice}
                        disabled={disabled}
                        onChange={() => {
                          setSlot(choice)
                          setError(undefined)
                          setServerError(undefined)
                        }}
                        className="sr-only"
                      />
                      <span className={cn(disabled && 'line-through')}>{choice}</span>
                      {disabled && slots.data?.date === date && (
                        <span className="text-xs font-normal">{t(`medical.booking.states.${state}`)}</span>
                      )}
                    </label>
                  )
                })}
              </div>
            </fieldset>
            {error && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}

            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-reason`}>{t('medical.booking.reason')}</Label>
              <Textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={APPOINTMENT_REASON_MAX}
                placeholder={t('medical.booking.reasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-phone`}>{t('medical.booking.phone')}</Label>
              <Input
                id={`${id}-phone`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
                value={phone}
                onChange={(event) => {
                  phoneTyped.current = true
                  setPhone(event.target.value)
                }}
              />
            </div>

            {serverError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {serverError}
              </p>
            )}

            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={book.isPending}>
                {t('medical.booking.cancel')}
              </Button>
              <Button type="submit" disabled={book.isPending || !provider}>
                {book.isPending ? t('medical.booking.submitting') : t('medical.booking.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
