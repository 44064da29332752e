// The employer's API shapes: the server's schemas (packages/shared/src/jobs/jobs.schema.ts), imported as types
// only, so nothing of zod reaches the browser with the dashboard (decision 005).
export type {
  EmployerApplication,
  EmployerDashboard,
  EmployerJob,
  JobInput,
} from '@soko/shared/jobs/jobs.schema'
export type { ApplicationStatus } from '@soko/shared/jobs/jobs.constants'
