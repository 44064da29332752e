import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '@/components/ui/native-select'
import { Label } from '@/components/ui/label'
import type { PromoterEvent } from '../api/event-dashboard-types'
import { formatEventDate } from '../format'

/** Which of the promoter's events a panel shows; the choice goes into the address (?event=). */
export function EventPicker({
  events,
  value,
  onChange,
}: {
  events: PromoterEvent[]
  value: string
  onChange: (eventId: string) => void
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:max-w-md">
      <Label htmlFor={id}>{t('eventDashboard.picker.label')}</Label>
      <NativeSelect id={id} value={value} onChange={(change) => onChange(change.target.value)}>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {t('eventDashboard.picker.option', {
              title: event.title,
              date: formatEventDate(event.date, i18n.language),
            })}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
