import {
  applicationStatuses,
  jobTypes,
  type ApplicationStatus,
  type JobType,
} from '@soko/shared/jobs/jobs.constants'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from './date-format'
import { jobCategoryKey } from './job-category-key'
import { formatRelativeTime } from './relative-time'

// The job board's words both sides of it use (the applicant's screens and the employer's dashboard, which are
// two features): a job type, a category and an application's status in the reader's language, and the dates.

const isJobType = (value: string): value is JobType => (jobTypes as readonly string[]).includes(value)
export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(value)

/** A job's type, category and an application's status as the reader's language names them. */
export function useJobLabels() {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      type: (type: string | null) => (type && isJobType(type) ? t(`jobs.types.${type}`) : (type ?? '')),
      /** The server stores the English name; a name outside the fixed list is shown as it is. */
      category: (category: string | null) =>
        category
          ? t(`jobs.categories.${jobCategoryKey(category)}` as 'jobs.categories.technology', {
              defaultValue: category,
            })
          : '',
      status: (status: ApplicationStatus) => t(`jobs.applicationStatus.${status}`),
    }),
    [t],
  )
}

/** How an application's status badge looks: still considered, good news, or over. */
export const applicationStatusVariant: Readonly<
  Record<ApplicationStatus, 'default' | 'accent' | 'secondary' | 'outline'>
> = {
  received: 'secondary',
  shortlisted: 'accent',
  interview: 'accent',
  offered: 'default',
  rejected: 'outline',
  withdrawn: 'outline',
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** Today on Nairobi's calendar, 'YYYY-MM-DD' (deadlines are Nairobi days, docs/jobs-api.md). */
export const nairobiToday = (now = new Date()) =>
  formatDateTime(now, 'en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })

/**
 * "15 Dec 2026". A deadline ('YYYY-MM-DD') is already Nairobi's day and is shown as it is; a moment (an ISO
 * timestamp) is shown on Nairobi's calendar.
 */
export function formatJobDay(value: string, locale: string) {
  const date = new Date(isoDay.test(value) ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return formatDateTime(date, locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: isoDay.test(value) ? 'UTC' : 'Africa/Nairobi',
  })
}

const RELATIVE_DAYS = 30
/** When a job was posted: "2 days ago" for the last month, the date before that. */
export function formatPosted(createdAt: string, now: number, locale: string) {
  const then = new Date(createdAt).getTime()
  if (Number.isNaN(then)) return ''
  return now - then < RELATIVE_DAYS * 24 * 60 * 60 * 1000
    ? formatRelativeTime(then, now, locale === 'sw' ? 'sw' : 'en')
    : formatJobDay(createdAt, locale)
}
