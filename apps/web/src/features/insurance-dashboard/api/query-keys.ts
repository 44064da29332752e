import { insuranceDashboardQueryKey } from '@/lib/booking-query-keys'
import type { RequestTab } from '../dashboard-types'

// Every key starts with the one the live channel refreshes on each notification (lib/booking-query-keys.ts),
// so a new quote request or a customer's acceptance arrives without a reload.
export const dashboardKeys = {
  all: insuranceDashboardQueryKey,
  dashboard: [...insuranceDashboardQueryKey, 'dashboard'] as const,
  quotes: (status: RequestTab) => [...insuranceDashboardQueryKey, 'quotes', status] as const,
  plans: [...insuranceDashboardQueryKey, 'plans'] as const,
}

export const dashboardApi = '/api/insurance-dashboard'
export const quoteAnswerPath = (id: string) => `${dashboardApi}/quotes/${encodeURIComponent(id)}/answer`
export const planPath = (id: string) => `${dashboardApi}/plans/${encodeURIComponent(id)}`
