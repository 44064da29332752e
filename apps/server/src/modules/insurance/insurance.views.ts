import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  insuranceTypeLabels,
  type AnswerStatus,
  type InsuranceType,
  type QuoteStatus,
} from '@soko/shared/insurance/insurance.constants'
import type {
  Broker,
  BrokerQuote,
  InsurancePlan,
  Quote,
  QuoteAnswer,
} from '@soko/shared/insurance/insurance.schema'
import type { AnswerJoined, AnswerRow, BrokerRow, PlanRow, RequestJoined } from './insurance.repository'

// Rows as the API shows them (docs/insurance-api.md): snake_case, money in cents.

/** The average of the reviews to one decimal; null with none. */
export const ratingOf = (plan: Pick<PlanRow, 'ratingSum' | 'ratingCount'>) =>
  plan.ratingCount ? Math.round((plan.ratingSum / plan.ratingCount) * 10) / 10 : null

export const toPlan = ({ plan, broker }: { plan: PlanRow; broker: BrokerRow | null }): InsurancePlan => ({
  id: plan.id,
  name: plan.name,
  plan_type: plan.planType as InsuranceType,
  description: plan.description,
  monthly_premium_cents: plan.monthlyPremiumCents,
  coverage_amount_cents: plan.coverageAmountCents,
  features: plan.features,
  covers: plan.covers,
  broker: broker ? { id: broker.id, name: broker.businessName } : null,
  rating: ratingOf(plan),
  review_count: plan.ratingCount,
  is_active: plan.isActive,
  created_at: plan.createdAt.toISOString(),
})

export const toBroker = (broker: BrokerRow): Broker => ({
  id: broker.id,
  business_name: broker.businessName,
  insurance_types: broker.insuranceTypes,
  phone: broker.phone,
  email: broker.email,
  is_verified: broker.isVerified,
})

export const toAnswer = (row: AnswerJoined): QuoteAnswer => ({
  id: row.answer.id,
  broker: {
    id: row.answer.brokerId,
    name: row.brokerName,
    phone: row.brokerPhone,
    email: row.brokerEmail,
  },
  plan: row.answer.planId && row.planName ? { id: row.answer.planId, name: row.planName } : null,
  monthly_premium_cents: row.answer.monthlyPremiumCents,
  terms: row.answer.terms,
  status: row.answer.status as AnswerStatus,
  created_at: row.answer.createdAt.toISOString(),
})

const toQuoteBase = ({ request, planName }: RequestJoined): Omit<Quote, 'answers'> => ({
  id: request.id,
  full_name: request.fullName,
  email: request.email,
  phone: request.phone,
  insurance_type: request.insuranceType as InsuranceType,
  coverage_amount_cents: request.coverageAmountCents,
  additional_info: request.additionalInfo,
  plan: request.planId && planName ? { id: request.planId, name: planName } : null,
  status: request.status as QuoteStatus,
  created_at: request.createdAt.toISOString(),
})

export const toQuote = (row: RequestJoined, answers: AnswerJoined[]): Quote => ({
  ...toQuoteBase(row),
  answers: answers.filter((answer) => answer.answer.requestId === row.request.id).map(toAnswer),
})

/** A request as one broker sees it: its own answer only, and how many there are. */
export const toBrokerQuote = (
  row: RequestJoined & { mine: AnswerRow | null; myPlanName: string | null; answerCount: number },
  broker: BrokerRow,
): BrokerQuote => ({
  ...toQuoteBase(row),
  my_answer: row.mine
    ? toAnswer({
        answer: row.mine,
        brokerName: broker.businessName,
        brokerPhone: broker.phone,
        brokerEmail: broker.email,
        planName: row.myPlanName,
      })
    : null,
  answer_count: row.answerCount,
})

/** My activity: "Motor Insurance quote", the plan's name or "3 answers", the request's status. */
export const toQuoteActivity = (row: RequestJoined & { answers: number }): ActivityItem => ({
  kind: 'insurance_quote',
  id: row.request.id,
  title: `${insuranceTypeLabels[row.request.insuranceType as InsuranceType]} quote`,
  subtitle:
    row.planName ?? (row.answers ? `${row.answers} ${row.answers === 1 ? 'answer' : 'answers'}` : null),
  status: row.request.status,
  date: row.request.createdAt.toISOString(),
  amount_cents: null,
  href: '/insurance/quotes',
  ticket_count: null,
})
