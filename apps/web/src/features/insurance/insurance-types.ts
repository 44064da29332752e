// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  InsurancePlan,
  PlanDetail,
  Quote,
  QuoteAnswer,
  QuoteRequestInput,
} from '@soko/shared/insurance/insurance.schema'
export type {
  AnswerStatus,
  ComparedFeature,
  InsuranceType,
  QuoteStatus,
} from '@soko/shared/insurance/insurance.constants'

/** The public list's query (GET /api/insurance/plans). */
export interface PlanListParams {
  search?: string
  plan_type?: string
}

/** The search waits this long after the last key before the server is asked. */
export const PLAN_SEARCH_DEBOUNCE_MS = 400
/** Plans change rarely while the page is open. */
export const PLANS_STALE_MS = 30_000
