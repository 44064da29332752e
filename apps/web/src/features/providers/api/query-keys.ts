// Every key of the hub and the applications starts with 'provider-applications', so one invalidation after a
// submission (or a notification about a review) refreshes the hub, its figures and My Services together.
export const providerApplicationKeys = {
  all: ['provider-applications'] as const,
  hub: ['provider-applications', 'hub'] as const,
  mine: ['provider-applications', 'mine'] as const,
}
