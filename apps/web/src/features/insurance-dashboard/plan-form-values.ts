import {
  comparedFeatures,
  COVERAGE_MAX_KSH,
  PLAN_FEATURES_MAX,
  type InsuranceType,
} from '@soko/shared/insurance/insurance.constants'
import type { InsurancePlan, PlanCovers, PlanInput } from './dashboard-types'

/** The plan form as typed: money in whole KSh (sent as cents, planInputSchema). */
export interface PlanFormValues {
  name: string
  plan_type: InsuranceType
  description: string
  premium: string
  coverage: string
  features: string[]
  covers: PlanCovers
  is_active: boolean
}

export type PlanFormField = 'name' | 'premium' | 'coverage' | 'features'
/** The reason each field is refused, as a key under insuranceDashboard.planForm.errors. */
export type PlanFormErrors = Partial<Record<PlanFormField, 'name' | 'premium' | 'coverage' | 'features'>>

const noCovers = Object.fromEntries(comparedFeatures.map((feature) => [feature, false])) as PlanCovers

export const PREMIUM_MAX_KSH = 1_000_000

/** A new plan (of the first type the broker serves), or a plan's own values. */
export function planFormValues(plan: InsurancePlan | null, type: InsuranceType = 'health'): PlanFormValues {
  if (!plan)
    return {
      name: '',
      plan_type: type,
      description: '',
      premium: '',
      coverage: '',
      features: [],
      covers: { ...noCovers },
      is_active: true,
    }
  return {
    name: plan.name,
    plan_type: plan.plan_type,
    description: plan.description,
    premium: String(Math.round(plan.monthly_premium_cents / 100)),
    coverage: String(Math.round(plan.coverage_amount_cents / 100)),
    features: [...plan.features],
    covers: { ...noCovers, ...plan.covers },
    is_active: plan.is_active,
  }
}

/** Digits only: "12,000" is 12000. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** The fields planInputSchema would refuse, checked before sending. */
export function planFormErrors(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {}
  const name = values.name.trim()
  if (name.length < 3 || name.length > 120) errors.name = 'name'
  const premium = Number(digitsOnly(values.premium))
  if (!digitsOnly(values.premium) || premium < 1 || premium > PREMIUM_MAX_KSH) errors.premium = 'premium'
  const coverage = Number(digitsOnly(values.coverage))
  if (!digitsOnly(values.coverage) || coverage > COVERAGE_MAX_KSH) errors.coverage = 'coverage'
  if (values.features.length > PLAN_FEATURES_MAX) errors.features = 'features'
  return errors
}

/** The body of POST /plans and PATCH /plans/:id: trimmed, money in cents. */
export function toPlanInput(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    plan_type: values.plan_type,
    description: values.description.trim(),
    monthly_premium_cents: Number(digitsOnly(values.premium)) * 100,
    coverage_amount_cents: Number(digitsOnly(values.coverage)) * 100,
    features: values.features.map((feature) => feature.trim()).filter(Boolean),
    covers: values.covers,
    is_active: values.is_active,
  }
}

/** A plan as it is, in the shape PATCH /plans/:id takes (money unchanged, in cents). */
export function planInputOf(plan: InsurancePlan): PlanInput {
  return {
    name: plan.name,
    plan_type: plan.plan_type,
    description: plan.description,
    monthly_premium_cents: plan.monthly_premium_cents,
    coverage_amount_cents: plan.coverage_amount_cents,
    features: plan.features,
    covers: plan.covers,
    is_active: plan.is_active,
  }
}
