import { jobApplicationsQueryKey } from '@/lib/booking-query-keys'

/** The public list of open jobs. */
export const jobsQueryKey = ['jobs'] as const

// The job page (it carries the viewer's own application) and My applications start with the key the live
// channel refreshes on every notification (lib/booking-query-keys.ts): an employer's move shows at once.
export const jobKeys = {
  list: (params: object) => [...jobsQueryKey, 'list', params] as const,
  /** Per viewer: signing in on /auth and coming back must not show the signed-out answer. */
  detail: (id: string, viewerId: string | null) =>
    [...jobApplicationsQueryKey, 'job', id, viewerId ?? 'guest'] as const,
  details: (id: string) => [...jobApplicationsQueryKey, 'job', id] as const,
  mine: [...jobApplicationsQueryKey, 'mine'] as const,
}

export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`
