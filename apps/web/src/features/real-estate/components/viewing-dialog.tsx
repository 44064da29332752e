import {
  VIEWING_MESSAGE_MAX,
  VIEWING_SLOTS,
  type ViewingSlot,
} from '@soko/shared/real-estate/real-estate.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useRequestViewing } from '../api/viewings'
import { addDays, slotHasPassed, viewingDateRange } from '../property-display'
import type { PropertyDetail } from '../real-estate-types'

export interface ViewingDialogProps {
  property: Pick<PropertyDetail, 'id' | 'title' | 'taken_slots'>
  onClose: () => void
  /** The clock (tests give their own). */
  now?: Date
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** Today when a slot is still ahead today, else tomorrow. */
function firstOpenDate(now: Date) {
  const { min } = viewingDateRange(now)
  const last = VIEWING_SLOTS[VIEWING_SLOTS.length - 1]!
  return slotHasPassed(min, last, now) ? addDays(min, 1) : min
}

/**
 * Request a Viewing: a day from today (Nairobi) to 90 days ahead, one of the nine hourly slots (those another
 * viewing has already taken, and today's past ones, cannot be chosen) and an optional message. The server
 * checks it all again; its refusal shows here as it comes.
 */
export default function ViewingDialog({ property, onClose, now: clock }: ViewingDialogProps) {
  const { t } = useTranslation()
  const id = useId()
  const [now] = useState(() => clock ?? new Date())
  const { min, max } = viewingDateRange(now)
  const [date, setDate] = useState(() => firstOpenDate(now))
  const [slot, setSlot] = useState<ViewingSlot | null>(null)
  const [message, setMessage] = useState('')
  const [dateError, setDateError] = useState<string>()
  const [slotError, setSlotError] = useState<string>()
  const [serverError, setServerError] = useState<string>()
  const request = useRequestViewing(property.id)

  const validDate = isDay(date)
  const taken = new Set(property.taken_slots.filter((one) => one.date === date).map((one) => one.slot))
  const closed = (choice: ViewingSlot) => taken.has(choice) || (validDate && slotHasPassed(date, choice, now))

  function chooseDate(value: string) {
    setDate(value)
    setDateError(undefined)
    setServerError(undefined)
    // A slot that is not open on the new day is dropped rather than sent.
    const takenThen = property.taken_slots.some((one) => one.date === value && one.slot === slot)
    if (slot && (takenThen || (isDay(value) && slotHasPassed(value, slot, now)))) setSlot(null)
  }

  function check() {
    let ok = true
    if (!validDate) {
      setDateError(t('realEstate.viewing.dateRequired'))
      ok = false
    } else if (date < min) {
      setDateError(t('realEstate.viewing.pastDate'))
      ok = false
    } else if (date > max) {
      setDateError(t('realEstate.viewing.tooFar'))
      ok = false
    }
    if (!slot || closed(slot)) {
      setSlotError(t('realEstate.viewing.slotRequired'))
      ok = false
    }
    return ok
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setServerError(undefined)
    if (!check() || !slot) return
    const text = message.trim()
    try {
      await request.mutateAsync({ date, slot, ...(text ? { message: text } : {}) })
    } catch (error) {
      setServerError(errorMessage(error, t('realEstate.viewing.failed')))
      return
    }
    toast.success(t('realEstate.viewing.requested'))
    onClose()
  }

  const dateId = `${id}-date`
  const messageId = `${id}-message`
  return (
    <FormDialog
      title={t('realEstate.viewing.title')}
      description={t('realEstate.viewing.description', { title: property.title })}
      closeLabel={t('realEstate.viewing.close')}
      cancelLabel={t('realEstate.viewing.cancel')}
      submitLabel={t('realEstate.viewing.submit')}
      pendingLabel={t('realEstate.viewing.submitting')}
      submitting={request.isPending}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={dateId}>{t('realEstate.viewing.date')}</Label>
        <Input
          id={dateId}
          type="date"
          min={min}
          max={max}
          value={date}
          required
          onChange={(event) => chooseDate(event.target.value)}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${dateId}-error` : undefined}
        />
        {dateError && (
          <p id={`${dateId}-error`} className="text-sm font-medium text-destructive">
            {dateError}
          </p>
        )}
      </div>

      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={slotError ? `${id}-slot-error` : undefined}
      >
        <legend className="mb-2 text-sm leading-none font-medium">{t('realEstate.viewing.time')}</legend>
        <div className="grid grid-cols-3 gap-2" data-testid="viewing-slots">
          {VIEWING_SLOTS.map((choice) => {
            const isTaken = taken.has(choice)
            const passed = !isTaken && validDate && slotHasPassed(date, choice, now)
            const disabled = isTaken || passed
            return (
              <label
                key={choice}
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
                    setSlotError(undefined)
                    setServerError(undefined)
                  }}
                  className="sr-only"
                />
                <span className={cn(disabled && 'line-through')}>{choice}</span>
                {disabled && (
                  <span className="text-xs font-normal">
                    {isTaken ? t('realEstate.viewing.taken') : t('realEstate.viewing.past')}
                  </span>
                )}
              </label>
            )
          })}
        </div>
        {slotError && (
          <p id={`${id}-slot-error`} className="text-sm font-medium text-destructive">
            {slotError}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={messageId}>{t('realEstate.viewing.message')}</Label>
        <Textarea
          id={messageId}
          rows={3}
          maxLength={VIEWING_MESSAGE_MAX}
          placeholder={t('realEstate.viewing.messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
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
    </FormDialog>
  )
}
