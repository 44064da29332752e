import { preferredTimes, urgencies } from '@soko/shared/providers/provider.constants'
import { CheckCircle2 } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useCreateBooking } from '../api/create-booking'
import { serviceProviderQueryOptions } from '../api/get-service-provider'
import {
  bookingDefaults,
  missingBookingFields,
  todayIso,
  toCreateBookingInput,
  type BookingFormValues,
} from '../booking-form'

export interface BookingDialogProps {
  providerId: string
  /** Known from the card or page; otherwise read from the provider's page (a return from /auth). */
  businessName?: string
  onClose: () => void
}

/**
 * The service booking request (spec 001 sections 3 and 5): sent to the provider, then a confirmation with
 * the way to My Bookings. Loads when Book Now is first pressed.
 */
export default function BookingDialog({ providerId, businessName, onClose }: BookingDialogProps) {
  const { t } = useTranslation()
  const provider = useQuery({ ...serviceProviderQueryOptions(providerId), enabled: !businessName })
  const name = businessName || provider.data?.business_name || ''
  const [booked, setBooked] = useState(false)

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('services.booking.close')} className="max-w-xl">
        {booked ? (
          <BookingConfirmation businessName={name} onClose={onClose} />
        ) : !businessName && provider.isError ? (
          // Back from /auth for a provider who has left the directory meanwhile.
          <DialogHeader>
            <DialogTitle>{t('services.provider.notFoundTitle')}</DialogTitle>
            <DialogDescription>{t('services.provider.notFoundText')}</DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('services.booking.title', { name })}</DialogTitle>
              <DialogDescription>{t('services.booking.description')}</DialogDescription>
            </DialogHeader>
            <BookingForm
              providerId={providerId}
              businessName={name}
              onBooked={() => setBooked(true)}
              onCancel={onClose}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function BookingConfirmation({ businessName, onClose }: { businessName: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="booking-confirmation">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <DialogHeader className="items-center pr-0 text-center">
        <DialogTitle>{t('services.booking.booked')}</DialogTitle>
        <DialogDescription>
          {t('services.booking.bookedDescription', { name: businessName })}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter className="w-full sm:justify-center">
        <Button variant="outline" onClick={onClose}>
          {t('services.booking.close')}
        </Button>
        <Button asChild>
          <Link to="/bookings" onClick={onClose}>
            {t('services.booking.viewBookings')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  )
}

function BookingForm({
  providerId,
  businessName,
  onBooked,
  onCancel,
}: {
  providerId: string
  businessName: string
  onBooked: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { session } = useSession()
  const create = useCreateBooking(providerId)
  const [today] = useState(() => todayIso())
  const [missing, setMissing] = useState<readonly string[]>([])
  const { register, handleSubmit, setFocus, formState } = useForm<BookingFormValues>({
    defaultValues: bookingDefaults(session),
  })

  async function onSubmit(values: BookingFormValues) {
    const blank = missingBookingFields(values)
    setMissing(blank)
    if (blank.length > 0) {
      toast.error(t('services.booking.missingTitle'), { description: t('services.booking.missingText') })
      setFocus(blank[0]!)
      return
    }
    if (values.preferred_date && values.preferred_date < today) {
      toast.error(t('services.booking.failedTitle'), { description: t('services.booking.dateInPast') })
      setFocus('preferred_date')
      return
    }
    try {
      await create.mutateAsync(toCreateBookingInput(values))
      toast.success(t('services.booking.booked'), {
        description: t('services.booking.bookedDescription', { name: businessName }),
      })
      onBooked()
    } catch (error) {
      toast.error(t('services.booking.failedTitle'), {
        description: errorMessage(error, t('services.booking.failedText')),
      })
    }
  }

  const field = (name: keyof BookingFormValues) => `${id}-${name}`
  const required = (name: (typeof missing)[number]) =>
    missing.includes(name) ? t('services.booking.required') : undefined
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
          label={requiredLabel(t('services.booking.fullName'))}
          error={required('full_name')}
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
          label={requiredLabel(t('services.booking.email'))}
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
          label={requiredLabel(t('services.booking.phone'))}
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
            placeholder={t('services.booking.phonePlaceholder')}
          />
        </FormField>
        <FormField
          id={field('address')}
          label={requiredLabel(t('services.booking.address'))}
          error={required('address')}
        >
          <Input
            {...register('address')}
            {...fieldControlProps(field('address'), required('address'))}
            aria-required
            autoComplete="street-address"
            maxLength={200}
          />
        </FormField>
        <FormField id={field('preferred_date')} label={t('services.booking.preferredDate')}>
          <Input {...register('preferred_date')} id={field('preferred_date')} type="date" min={today} />
        </FormField>
        <FormField id={field('preferred_time')} label={t('services.booking.preferredTime')}>
          <NativeSelect {...register('preferred_time')} id={field('preferred_time')}>
            {preferredTimes.map((time) => (
              <option key={time} value={time}>
                {t(`services.booking.times.${time}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={field('urgency')} label={t('services.booking.urgency')}>
        <NativeSelect {...register('urgency')} id={field('urgency')}>
          {urgencies.map((urgency) => (
            <option key={urgency} value={urgency}>
              {t(`services.booking.urgencies.${urgency}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={field('service_description')} label={t('services.booking.serviceDescription')}>
        <Textarea
          {...register('service_description')}
          id={field('service_description')}
          rows={3}
          maxLength={2000}
          placeholder={t('services.booking.serviceDescriptionPlaceholder')}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">{t('services.booking.requiredNote')}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('services.booking.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting || !businessName}>
          {formState.isSubmitting ? t('services.booking.submitting') : t('services.booking.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
