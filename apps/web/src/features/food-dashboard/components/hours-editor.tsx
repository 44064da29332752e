import { Copy, Moon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { copyToEveryDay, runsPastMidnight, validTime, wholeDay, type HoursRow, type Weekday } from '../hours'

/**
 * The week's opening hours, Nairobi time: per day closed, or open from one time to another. A closing time
 * before the opening time runs past midnight (18:00 to 02:00 closes the next morning), and says so.
 */
export function HoursEditor({
  rows,
  onChange,
  disabled,
}: {
  rows: HoursRow[]
  onChange: (rows: HoursRow[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const change = (day: Weekday, patch: Partial<HoursRow>) =>
    onChange(rows.map((row) => (row.day === day ? { ...row, ...patch } : row)))
  const first = rows[0]

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('foodDashboard.hours.title')}</legend>
      <p className="text-sm text-muted-foreground" id={`${id}-hint`}>
        {t('foodDashboard.hours.hint')}
      </p>
      <ul className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
        {rows.map((row) => {
          const dayName = t(`foodDashboard.days.${row.day}`)
          const opensBad = row.open && !validTime(row.opens)
          const closesBad = row.open && !validTime(row.closes)
          const errorId = `${id}-${row.day}-error`
          const nightId = `${id}-${row.day}-night`
          return (
            <li
              key={row.day}
              data-testid="hours-row"
              className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:flex-wrap sm:items-center"
            >
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium sm:w-40">
                <input
                  type="checkbox"
                  checked={row.open}
                  onChange={(event) => change(row.day, { open: event.target.checked })}
                  className="size-5 shrink-0 accent-primary"
                  aria-label={t('foodDashboard.hours.openOn', { day: dayName })}
                />
                <span aria-hidden>{dayName}</span>
              </label>
              {row.open ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    type="time"
                    value={row.opens}
                    onChange={(event) => change(row.day, { opens: event.target.value })}
                    aria-label={t('foodDashboard.hours.opensOn', { day: dayName })}
                    aria-invalid={opensBad || undefined}
                    aria-describedby={
                      opensBad || closesBad ? errorId : runsPastMidnight(row) ? nightId : undefined
                    }
                    className="w-32"
                    required
                  />
                  <span aria-hidden className="text-muted-foreground">
                    –
                  </span>
                  <Input
                    type="time"
                    value={row.closes}
                    onChange={(event) => change(row.day, { closes: event.target.value })}
                    aria-label={t('foodDashboard.hours.closesOn', { day: dayName })}
                    aria-invalid={closesBad || undefined}
                    aria-describedby={
                      opensBad || closesBad ? errorId : runsPastMidnight(row) ? nightId : undefined
                    }
                    className="w-32"
                    required
                  />
                  {runsPastMidnight(row) && (
                    <span id={nightId} className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Moon aria-hidden className="size-3.5" />
                      {t('foodDashboard.hours.pastMidnight', { time: row.closes })}
                    </span>
                  )}
                  {wholeDay(row) && (
                    <span className="text-xs text-muted-foreground">{t('foodDashboard.hours.wholeDay')}</span>
                  )}
                  {(opensBad || closesBad) && (
                    <span id={errorId} className="w-full text-sm text-destructive">
                      {t('foodDashboard.hours.invalid')}
                    </span>
                  )}
                </div>
              ) : (
                <span className="text-sm text-muted-foreground">{t('foodDashboard.hours.closedAllDay')}</span>
              )}
            </li>
          )
        })}
      </ul>
      {first && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => onChange(copyToEveryDay(rows, first.day))}
        >
          <Copy aria-hidden />
          {t('foodDashboard.hours.copyToAll', { day: t(`foodDashboard.days.${first.day}`) })}
        </Button>
      )}
    </fieldset>
  )
}
