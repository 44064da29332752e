// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  AnswerQuoteInput,
  Broker,
  BrokerQuote,
  InsuranceDashboard,
  InsurancePlan,
  PlanCovers,
  PlanInput,
} from '@soko/shared/insurance/insurance.schema'
export type { InsuranceType } from '@soko/shared/insurance/insurance.constants'

/** The request lists of the dashboard (GET /quotes?status=). */
export const requestTabs = ['open', 'answered', 'accepted'] as const
export type RequestTab = (typeof requestTabs)[number]
