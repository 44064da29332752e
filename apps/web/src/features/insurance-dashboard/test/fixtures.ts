import type { BrokerQuote, InsuranceDashboard, InsurancePlan } from '../dashboard-types'

export const dashboard: InsuranceDashboard = {
  broker: {
    id: 'broker-1',
    business_name: 'Jubilee Insurance Agency',
    insurance_types: ['health', 'motor'],
    phone: '+254712345678',
    email: 'broker@soko.demo',
    is_verified: true,
  },
  counts: { open_requests: 1, answered: 1, accepted: 0, active_plans: 2 },
}

const noCovers = {
  outpatient: false,
  inpatient: false,
  emergency: false,
  specialist_consultations: false,
  dental: false,
  maternity: false,
}

export function brokerPlan(overrides: Partial<InsurancePlan> = {}): InsurancePlan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Basic Health Plan',
    plan_type: 'health',
    description: 'Essential cover.',
    monthly_premium_cents: 500_000,
    coverage_amount_cents: 50_000_000,
    features: ['Outpatient care', 'Inpatient care'],
    covers: { ...noCovers, outpatient: true, inpatient: true },
    broker: { id: 'broker-1', name: 'Jubilee Insurance Agency' },
    rating: null,
    review_count: 0,
    is_active: true,
    created_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  }
}

export function brokerQuote(overrides: Partial<BrokerQuote> = {}): BrokerQuote {
  return {
    id: 'quote-1',
    full_name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    phone: '0712345678',
    insurance_type: 'health',
    coverage_amount_cents: 100_000_000,
    additional_info: 'Family of four, two children under 10.',
    plan: null,
    status: 'open',
    my_answer: null,
    answer_count: 0,
    created_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  }
}
