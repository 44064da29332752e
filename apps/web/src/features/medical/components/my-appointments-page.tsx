import type { AppointmentStatus } from '@soko/shared/medical/medical.constants'
import type { Appointment } from '@soko/shared/medical/medical.schema'
import { CalendarDays, CalendarX, Clock, Phone, Star, Stethoscope } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCancelAppointment, useMyAppointments } from '../api/appointments'
import { formatDay, telHref } from '../medical-display'

// The question and the rating form load on first use.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)
const RateAppointmentDialog = lazy(() => import('./rate-appointment-dialog'))

const statusVariant: Record<AppointmentStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  booked: 'default',
  attended: 'secondary',
  cancelled: 'outline',
  no_show: 'destructive',
}

/**
 * /medical/appointments: the signed-in patient's appointments, upcoming first (issue 17): the provider, the
 * day and time, the status in words and the reason; Cancel up to 2 hours before; Rate once attended. Live: the
 * provider's marks are notifications, which refresh this list.
 */
export function MyAppointmentsPage() {
  const { t } = useTranslation()
  const appointments = useMyAppointments()
  const cancel = useCancelAppointment()
  const [cancelling, setCancelling] = useState<Appointment | null>(null)
  const [rating, setRating] = useState<Appointment | null>(null)
  const { i18n } = useTranslation()

  async function confirmCancel(appointment: Appointment) {
    try {
      await cancel.mutateAsync(appointment.id)
      toast.success(t('medical.appointments.cancelled'))
      setCancelling(null)
    } catch (error) {
      toast.error(errorMessage(error, t('medical.appointments.cancelFailed')))
      setCancelling(null)
    }
  }

  const list = appointments.data
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('medical.appointments.title')}
        subtitle={t('medical.appointments.subtitle')}
        action={
          <Button asChild variant="outline">
            <Link to="/medical">
              <Stethoscope aria-hidden />
              {t('medical.appointments.browse')}
            </Link>
          </Button>
        }
      />
      {list ? (
        list.length === 0 ? (
          <Card data-testid="appointments-empty">
            <ListEmpty
              icon={CalendarX}
              title={t('medical.appointments.empty')}
              description={t('medical.appointments.emptyDescription')}
              action={
                <Button asChild>
                  <Link to="/medical">{t('medical.appointments.browse')}</Link>
                </Button>
              }
            />
          </Card>
        ) : (
          <ul className="flex flex-col gap-4" data-testid="appointment-list">
            {list.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  onCancel={() => setCancelling(appointment)}
                  onRate={() => setRating(appointment)}
                />
              </li>
            ))}
          </ul>
        )
      ) : appointments.isError ? (
        <Card>
          <ListError
            message={t('medical.appointments.loadFailed')}
            retryLabel={t('medical.retry')}
            onRetry={() => void appointments.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('medical.appointments.loading')} variant="card" />
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setCancelling(null)}
            title={t('medical.appointments.cancelTitle')}
            description={t('medical.appointments.cancelText', {
              name: cancelling.provider.full_name,
              date: formatDay(cancelling.date, i18n.language),
              slot: cancelling.slot,
            })}
            confirmLabel={t('medical.appointments.cancelConfirm')}
            pendingLabel={t('medical.appointments.cancelling')}
            cancelLabel={t('medical.appointments.keep')}
            pending={cancel.isPending}
            onConfirm={() => void confirmCancel(cancelling)}
          />
        </Suspense>
      )}
      {rating && (
        <Suspense fallback={null}>
          <RateAppointmentDialog appointment={rating} onClose={() => setRating(null)} />
        </Suspense>
      )}
    </div>
  )
}

function AppointmentCard({
  appointment,
  onCancel,
  onRate,
}: {
  appointment: Appointment
  onCancel: () => void
  onRate: () => void
}) {
  const { t, i18n } = useTranslation()
  const provider = appointment.provider
  const phone = telHref(provider.phone)
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="appointment-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-semibold break-words">{provider.full_name}</h2>
          <p className="text-sm text-muted-foreground">
            {[t(`medical.providerTypes.${provider.provider_type}`), provider.specialization]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Badge variant={statusVariant[appointment.status]} data-testid="appointment-status">
          {t(`medical.appointments.status.${appointment.status}`)}
        </Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
          {formatDay(appointment.date, i18n.language)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          {appointment.slot}
        </span>
      </p>
      {appointment.reason && (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('medical.appointments.reason')}: </span>
          {appointment.reason}
        </p>
      )}
      {appointment.rating !== null && (
        <p className="flex items-center gap-1.5 text-sm" data-testid="appointment-rating">
          <Star aria-hidden className="size-4 fill-accent text-accent" />
          {t('medical.appointments.yourRating', { rating: appointment.rating })}
        </p>
      )}
      {(appointment.cancellable || appointment.can_review || (phone && appointment.status === 'booked')) && (
        <div className="flex flex-wrap gap-2">
          {phone && appointment.status === 'booked' && (
            <Button asChild variant="outline">
              <a href={phone}>
                <Phone aria-hidden />
                {t('medical.card.call')}
              </a>
            </Button>
          )}
          {appointment.can_review && (
            <Button onClick={onRate}>
              <Star aria-hidden />
              {t('medical.appointments.rate')}
            </Button>
          )}
          {appointment.cancellable && (
            <Button variant="outline" onClick={onCancel}>
              {t('medical.appointments.cancel')}
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
