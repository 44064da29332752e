// Types only: the shared module holds zod schemas, which must not reach the browser bundle.
export type { ActivityItem, ActivityKind, ActivityPage } from '@soko/shared/activity/activity.schema'
