import { currentLanguage } from '@/lib/i18n'
import { formatRelativeTime } from '@/lib/relative-time'
import { formatDateTime } from '@/lib/date-format'

/** "3 hours ago" with the exact date and time for those who point at it or read the markup. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const language = currentLanguage()
  const date = new Date(iso)
  const exact = Number.isNaN(date.getTime())
    ? ''
    : formatDateTime(date, language === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <time dateTime={iso} title={exact} className={className}>
      {formatRelativeTime(iso, Date.now(), language)}
    </time>
  )
}
