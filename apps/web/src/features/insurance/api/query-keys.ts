import { insuranceQuotesQueryKey } from '@/lib/booking-query-keys'
import type { PlanListParams } from '../insurance-types'

/** The public plans. */
export const insurancePlansQueryKey = ['insurance-plans'] as const

// My quotes and a plan's details (it carries the viewer's `can_review`, which an accepted quote opens) start
// with the key the live channel refreshes on every notification (lib/booking-query-keys.ts): a broker's answer
// shows without a reload.
export const insuranceKeys = {
  plans: (params: PlanListParams) => [...insurancePlansQueryKey, 'list', params] as const,
  /** Per viewer: signing in must not show the visitor's copy. */
  plan: (id: string, viewer: string) => [...insuranceQuotesQueryKey, 'plan', id, viewer] as const,
  planPrefix: (id: string) => [...insuranceQuotesQueryKey, 'plan', id] as const,
  mine: [...insuranceQuotesQueryKey, 'mine'] as const,
}

export const plansApi = '/api/insurance/plans'
export const planPath = (id: string) => `${plansApi}/${encodeURIComponent(id)}`
export const quotesApi = '/api/insurance/quotes'
export const quotePath = (id: string) => `${quotesApi}/${encodeURIComponent(id)}`
