import { formatDateTime } from '@/lib/date-format'

/** 22 Nov 2026, in the reader's language. */
export function formatDay(value: string, language: string) {
  return formatDateTime(new Date(value), language === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}
