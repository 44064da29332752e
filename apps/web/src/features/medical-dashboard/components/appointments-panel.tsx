import { CalendarX2, Check, ChevronLeft, ChevronRight, Phone, UserX } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import type { AppointmentStatus, ProviderAppointment } from '../api/medical-dashboard-types'
import {
  useMarkAppointment,
  useProviderAppointments,
  type AppointmentMark,
} from '../api/provider-appointments'
import { formatDay, isCalendarDate, shiftDay, telHref } from '../medical-day'

export const appointmentStatusVariant: Readonly<
  Record<AppointmentStatus, 'default' | 'accent' | 'secondary' | 'outline'>
> = { booked: 'accent', attended: 'default', no_show: 'secondary', cancelled: 'outline' }

/**
 * One day's appointments by slot (today in Nairobi unless another day is chosen): the slot, the patient (name,
 * phone to call), the reason and the status; once a booked slot has begun (`can_mark`), Mark attended or
 * No-show.
 */
export function AppointmentsPanel({
  date,
  today,
  onDate,
}: {
  date: string
  today: string
  onDate: (date: string) => void
}) {
  const { t, i18n } = useTranslation()
  const dateId = useId()
  const appointments = useProviderAppointments(date)
  const mark = useMarkAppointment()

  async function onMark(appointment: ProviderAppointment, how: AppointmentMark) {
    try {
      await mark.mutateAsync({ id: appointment.id, mark: how })
      toast.success(
        t(
          how === 'attended'
            ? 'medicalDashboard.appointments.markedAttended'
            : 'medicalDashboard.appointments.markedNoShow',
        ),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('medicalDashboard.appointments.markFailed')))
    }
  }

  // By slot, as the server sends them; sorted here too so a day always reads from morning to evening.
  const items =
    appointments.data &&
    [...appointments.data.items].sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0))
  const day = formatDay(date, i18n.language)
  return (
    <section aria-labelledby={`${dateId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('medicalDashboard.appointments.previousDay')}
            onClick={() => onDate(shiftDay(date, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <div className="flex flex-col gap-1">
            <Label htmlFor={dateId}>{t('medicalDashboard.appointments.date')}</Label>
            <Input
              id={dateId}
              type="date"
              value={date}
              className="h-11 w-44"
              onChange={(event) => {
                if (isCalendarDate(event.target.value)) onDate(event.target.value)
              }}
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('medicalDashboard.appointments.nextDay')}
            onClick={() => onDate(shiftDay(date, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
          {date !== today && (
            <Button variant="ghost" className="h-11" onClick={() => onDate(today)}>
              {t('medicalDashboard.appointments.today')}
            </Button>
          )}
        </div>
      </div>
      <h2 id={`${dateId}-heading`} className="text-lg font-semibold" aria-live="polite">
        {date === today ? t('medicalDashboard.appointments.todayHeading', { day }) : day}
      </h2>

      {items ? (
        items.length === 0 ? (
          <Card>
            <ListEmpty
              icon={CalendarX2}
              title={t('medicalDashboard.appointments.empty')}
              description={t('medicalDashboard.appointments.emptyText')}
            />
          </Card>
        ) : (
          <ul
            className={cn('flex flex-col gap-3', appointments.isPlaceholderData && 'opacity-60')}
            aria-busy={appointments.isPlaceholderData || undefined}
            data-testid="medical-appointments"
          >
            {items.map((appointment) => (
              <AppointmentItem
                key={appointment.id}
                appointment={appointment}
                pending={mark.isPending}
                onMark={(how) => void onMark(appointment, how)}
              />
            ))}
          </ul>
        )
      ) : appointments.isError ? (
        <Card>
          <ListError
            message={t('medicalDashboard.loadFailed')}
            retryLabel={t('medicalDashboard.retry')}
            onRetry={() => void appointments.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('medicalDashboard.appointments.loading')} variant="card" />
      )}
    </section>
  )
}

function AppointmentItem({
  appointment,
  pending,
  onMark,
}: {
  appointment: ProviderAppointment
  pending: boolean
  onMark: (how: AppointmentMark) => void
}) {
  const { t } = useTranslation()
  const { name, phone } = appointment.patient
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[5rem_1fr_auto] md:items-center"
      data-testid="medical-appointment"
    >
      <p className="text-lg font-bold tabular-nums" data-testid="appointment-slot">
        <time dateTime={appointment.starts_at}>{appointment.slot}</time>
      </p>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">
            <span className="sr-only">{appointment.slot} </span>
            {name}
          </h3>
          <Badge variant={appointmentStatusVariant[appointment.status]} data-testid="appointment-status">
            {t(`medicalDashboard.appointmentStatuses.${appointment.status}`)}
          </Badge>
        </div>
        {phone && (
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {phone}
          </a>
        )}
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('medicalDashboard.appointments.reason')}: </span>
          {appointment.reason || t('medicalDashboard.appointments.noReason')}
        </p>
      </div>
      {appointment.can_mark && (
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:justify-end">
          <Button
            className="h-11"
            disabled={pending}
            aria-label={t('medicalDashboard.appointments.markAttendedNamed', {
              name,
              slot: appointment.slot,
            })}
            onClick={() => onMark('attended')}
          >
            <Check aria-hidden />
            {t('medicalDashboard.appointments.markAttended')}
          </Button>
          <Button
            variant="outline"
            className="h-11"
            disabled={pending}
            aria-label={t('medicalDashboard.appointments.noShowNamed', { name, slot: appointment.slot })}
            onClick={() => onMark('no-show')}
          >
            <UserX aria-hidden />
            {t('medicalDashboard.appointments.noShow')}
          </Button>
        </div>
      )}
    </li>
  )
}
