// The jobs API's shapes and constants come from the shared package (types only from the zod module, so no zod
// reaches the browser, decision 005); the timings below are the screens' own.
export {
  COVER_NOTE_MAX,
  CV_ACCEPT,
  CV_MAX_BYTES,
  jobCategories,
  JOBS_PAGE_SIZE,
  jobTypes,
  withdrawableStatuses,
  type ApplicationStatus,
  type JobCategory,
  type JobType,
} from '@soko/shared/jobs/jobs.constants'
export type { JobCard, JobDetail, JobPage, MyApplication } from '@soko/shared/jobs/jobs.schema'

/** The search and the location wait for a 500 ms pause in typing, like the other lists. */
export const JOBS_SEARCH_DEBOUNCE_MS = 500
/** The open jobs are cached a minute. */
export const JOBS_STALE_MS = 60_000
