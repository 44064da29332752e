import { jobCategories, jobTypes, type JobCategory, type JobType } from './job-types'

/**
 * The jobs page's search, type, category and location (spec 001 "Jobs", issue 16). They live in the URL
 * (`?search=&job_type=&category=&location=`), so a filtered list can be shared and the back button undoes a
 * filter.
 */
export interface JobFilters {
  /** Title, company or category. */
  search: string
  /** null: all types. */
  jobType: JobType | null
  /** null: all categories. */
  category: JobCategory | null
  /** Part of the place ("Nairobi", "Westlands"). */
  location: string
}

export const defaultJobFilters: JobFilters = { search: '', jobType: null, category: null, location: '' }

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)

export const isJobType = isOneOf(jobTypes)
export const isJobCategory = isOneOf(jobCategories)

/** Reads the filters from the URL's query; anything missing or unknown falls back to its default. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const jobType = params.get('job_type')
  const category = params.get('category')
  return {
    search: params.get('search') ?? '',
    jobType: isJobType(jobType) ? jobType : null,
    category: isJobCategory(category) ? category : null,
    location: params.get('location') ?? '',
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /jobs stays plain. */
export function jobFiltersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.jobType) params.set('job_type', filters.jobType)
  if (filters.category) params.set('category', filters.category)
  if (filters.location) params.set('location', filters.location)
  return params
}

/** Whether anything narrows the list. */
export function hasActiveJobFilters(filters: JobFilters) {
  return (
    filters.search.trim() !== '' ||
    filters.jobType !== null ||
    filters.category !== null ||
    filters.location.trim() !== ''
  )
}

/** How many of the side panel's filters (type, category, location) are set (shown on its button). */
export function countPanelJobFilters(filters: JobFilters) {
  return (filters.jobType ? 1 : 0) + (filters.category ? 1 : 0) + (filters.location.trim() !== '' ? 1 : 0)
}

/** The query of GET /api/jobs without the page; `search` and `location` are the debounced terms. */
export interface JobListParams {
  search?: string
  job_type?: JobType
  category?: JobCategory
  location?: string
}

export function toJobListParams(
  filters: JobFilters,
  search = filters.search,
  location = filters.location,
): JobListParams {
  const term = search.trim()
  const place = location.trim()
  return {
    ...(term ? { search: term } : {}),
    ...(filters.jobType ? { job_type: filters.jobType } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(place ? { location: place } : {}),
  }
}
