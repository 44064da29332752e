import { formatMoney } from '@soko/shared/money/format-money'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useCreateEventBooking } from '../api/create-event-booking'
import { eventQueryOptions } from '../api/get-event'
import {
  eventBookingDefaults,
  missingEventBookingFields,
  toEventBookingInput,
  type EventBookingFormValues,
  type RequiredEventBookingField,
} from '../booking-form'
import { canBook, formatEventDates, formatEventPrice, parseTickets } from '../event-display'
import { MAX_TICKETS_PER_BOOKING, type EventCard } from '../event-types'

export interface EventBookingDialogProps {
  eventId: string
  /** Known from the card or page; otherwise read (a return from /auth). */
  event?: EventCard
  onClose: () => void
}

/**
 * The event booking dialog (spec 001 sections 2, 5 and 8): full name, email, phone, tickets 1 to 10, special
 * requests. A paid booking goes on to /checkout with the order in route state; a free one to its tickets.
 */
export default function EventBookingDialog({ eventId, event, onClose }: EventBookingDialogProps) {
  const { t } = useTranslation()
  const query = useQuery({ ...eventQueryOptions(eventId), enabled: !event })
  const shown = event ?? query.data

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('events.booking.close')} className="max-w-xl">
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('events.booking.title', { title: shown.title })}</DialogTitle>
              <DialogDescription>
                {formatEventDates(shown, currentLanguage())} · {shown.time} · {shown.location}
              </DialogDescription>
            </DialogHeader>
            {canBook(shown) ? (
              <BookingForm event={shown} onCancel={onClose} />
            ) : (
              <p role="alert" className="text-muted-foreground">
                {shown.is_ended ? t('events.booking.endedText') : t('events.booking.soldOutText')}
              </p>
            )}
          </>
        ) : query.isError ? (
          <DialogHeader>
            <DialogTitle>{t('events.detail.notFoundTitle')}</DialogTitle>
            <DialogDescription>{t('events.detail.notFoundText')}</DialogDescription>
          </DialogHeader>
        ) : (
          <div role="status" className="flex flex-col gap-3">
            <DialogTitle className="sr-only">{t('events.booking.loading')}</DialogTitle>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}

function BookingForm({ event, onCancel }: { event: EventCard; onCancel: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const { session } = useSession()
  const create = useCreateEventBooking(event.id)
  // One key per dialog: a double submit or a retry after a lost answer books once.
  const idempotencyKey = useRef(crypto.randomUUID())
  const [missing, setMissing] = useState<readonly RequiredEventBookingField[]>([])
  const { register, handleSubmit, setFocus, setValue, control, formState } = useForm<EventBookingFormValues>({
    defaultValues: eventBookingDefaults(session),
  })
  const tickets = parseTickets(useWatch({ control, name: 'tickets' }))
  const most = Math.min(MAX_TICKETS_PER_BOOKING, Math.max(1, event.seats_left))
  const price = formatEventPrice(event.price_cents)

  async function onSubmit(values: EventBookingFormValues) {
    const blank = missingEventBookingFields(values)
    setMissing(blank)
    if (blank.length > 0) {
      toast.error(t('events.booking.missingTitle'), { description: t('events.booking.missingText') })
      setFocus(blank[0]!)
      return
    }
    const input = toEventBookingInput(values)
    setValue('tickets', String(input.tickets))
    try {
      const result = await create.mutateAsync({ input, idempotencyKey: idempotencyKey.current })
      const count = result.tickets_reserved || input.tickets
      if (!result.requires_payment) {
        toast.success(t('events.booking.createdTitle'), {
          description: t('events.booking.confirmedFree', { count }),
        })
        await navigate(`/orders/${result.order.id}`)
        return
      }
      toast.success(t('events.booking.createdTitle'), {
        description: t('events.booking.createdText', { count }),
      })
      await navigate('/checkout', {
        state: {
          orderId: result.order.id,
          isEventBooking: true,
          eventData: {
            eventTitle: event.title,
            eventDate: event.date,
            tickets: count,
            totalAmount: result.order.total_amount_cents / 100,
            bookingDetails: { fullName: input.full_name, phone: input.phone, email: input.email },
          },
        },
      })
    } catch (error) {
      toast.error(t('events.booking.failedTitle'), {
        description: errorMessage(error, t('events.booking.failedText')),
      })
    }
  }

  const field = (name: keyof EventBookingFormValues) => `${id}-${name}`
  const required = (name: RequiredEventBookingField) =>
    missing.includes(name) ? t('events.booking.required') : undefined
  const requiredLabel = (label: string) => (
    <>
      {label} <span aria-hidden>*</span>
    </>
  )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={field('full_name')}
          label={requiredLabel(t('events.booking.fullName'))}
          error={required('full_name')}
          className="sm:col-span-2"
        >
          <Input
            {...register('full_name')}
            {...fieldControlProps(field('full_name'), required('full_name'))}
            aria-required
            autoComplete="name"
            maxLength={100}
          />
        </FormField>
        <FormField
          id={field('email')}
          label={requiredLabel(t('events.booking.email'))}
          error={required('email')}
        >
          <Input
            {...register('email')}
            {...fieldControlProps(field('email'), required('email'))}
            aria-required
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        </FormField>
        <FormField
          id={field('phone')}
          label={requiredLabel(t('events.booking.phone'))}
          error={required('phone')}
        >
          <Input
            {...register('phone')}
            {...fieldControlProps(field('phone'), required('phone'))}
            aria-required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder={t('events.booking.phonePlaceholder')}
          />
        </FormField>
        <FormField
          id={field('tickets')}
          label={t('events.booking.tickets')}
          hint={t('events.booking.ticketsHint', { max: most })}
        >
          <Input
            {...register('tickets', {
              // Leaving the field with something invalid in it shows what will be booked: 1.
              onBlur: (blurred: { target: HTMLInputElement }) =>
                setValue('tickets', String(parseTickets(blurred.target.value))),
            })}
            {...fieldControlProps(field('tickets'), undefined, true)}
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            step={1}
          />
        </FormField>
        <div className="flex flex-col justify-end gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <span className="text-muted-foreground">{t('events.booking.total')}</span>
          <span className="text-lg font-bold" data-testid="booking-total" aria-live="polite">
            {price ? formatMoney(event.price_cents * tickets) : t('events.card.free')}
          </span>
        </div>
      </div>
      <FormField id={field('special_requests')} label={t('events.booking.specialRequests')}>
        <Textarea
          {...register('special_requests')}
          id={field('special_requests')}
          rows={3}
          maxLength={1000}
          placeholder={t('events.booking.specialRequestsPlaceholder')}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">{t('events.booking.requiredNote')}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('events.booking.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting
            ? t('events.booking.submitting')
            : price
              ? t('events.booking.submitPaid')
              : t('events.booking.submitFree')}
        </Button>
      </DialogFooter>
    </form>
  )
}
