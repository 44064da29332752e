import type { InsurancePlan, PlanDetail, Quote, QuoteAnswer } from '../insurance-types'

const allCovers = {
  outpatient: true,
  inpatient: true,
  emergency: true,
  specialist_consultations: true,
  dental: true,
  maternity: true,
}

export function plan(overrides: Partial<InsurancePlan> = {}): InsurancePlan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Basic Health Plan',
    plan_type: 'health',
    description: 'Essential outpatient and inpatient cover for individuals.',
    monthly_premium_cents: 500_000,
    coverage_amount_cents: 50_000_000,
    features: ['Outpatient care', 'Inpatient care', 'Emergency services', 'Prescription drugs', 'Lab tests'],
    covers: { ...allCovers, specialist_consultations: false, dental: false, maternity: false },
    broker: { id: 'broker-1', name: 'Jubilee Insurance Agency' },
    rating: null,
    review_count: 0,
    is_active: true,
    created_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  }
}

export const basicHealth = plan()
export const premiumHealth = plan({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Premium Health Plan',
  monthly_premium_cents: 1_200_000,
  coverage_amount_cents: 200_000_000,
  features: ['Comprehensive cover', 'Specialist care', 'Dental and optical', 'Maternity'],
  covers: allCovers,
  broker: { id: 'broker-2', name: 'Britam Brokers' },
  rating: 4.3,
  review_count: 12,
})
export const motorPlan = plan({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Comprehensive Motor Cover',
  plan_type: 'motor',
  monthly_premium_cents: 350_000,
  features: ['Accident damage', 'Theft', 'Third party'],
  rating: 4,
  review_count: 1,
})

export function planDetail(base: InsurancePlan, overrides: Partial<PlanDetail> = {}): PlanDetail {
  return { ...base, reviews: [], can_review: false, ...overrides }
}

export function answer(overrides: Partial<QuoteAnswer> = {}): QuoteAnswer {
  return {
    id: 'answer-1',
    broker: {
      id: 'broker-1',
      name: 'Jubilee Insurance Agency',
      phone: '+254712345678',
      email: 'quotes@jubilee.test',
    },
    plan: { id: basicHealth.id, name: basicHealth.name },
    monthly_premium_cents: 450_000,
    terms: 'Cover starts on payment of the first premium. 30-day waiting period for illness.',
    status: 'offered',
    created_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  }
}

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'quote-1',
    full_name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    phone: '0712345678',
    insurance_type: 'health',
    coverage_amount_cents: 100_000_000,
    additional_info: 'Family of four.',
    plan: null,
    status: 'answered',
    answers: [answer()],
    created_at: '2026-05-01T09:00:00.000Z',
    ...overrides,
  }
}
