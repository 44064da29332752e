import { insuranceTypes, type InsuranceType } from '@soko/shared/insurance/insurance.constants'
import type { Session } from '@/lib/session'
import type { QuoteRequestBody } from './api/request-quote'

/** The quote dialog's fields (spec 001 sections 3 and 5). */
export interface QuoteFormValues {
  full_name: string
  email: string
  phone: string
  /** '' until chosen. */
  insurance_type: InsuranceType | ''
  /** KSh as typed (digits only). */
  coverage_amount: string
  additional_info: string
}

/** Spec 001 section 5: full name, email, phone and insurance type are required. */
export const requiredQuoteFields = ['full_name', 'email', 'phone', 'insurance_type'] as const
export type RequiredQuoteField = (typeof requiredQuoteFields)[number]

export const isInsuranceType = (value: string | null | undefined): value is InsuranceType =>
  (insuranceTypes as readonly string[]).includes(value ?? '')

/** Name, e-mail and phone from the session; the type from the plan or category that opened the dialog. */
export function quoteDefaults(session: Session | null, type: InsuranceType | '' = ''): QuoteFormValues {
  return {
    full_name: session?.profile.full_name?.trim() || session?.user.name || '',
    email: session?.user.email ?? '',
    phone: session?.profile.phone ?? '',
    insurance_type: type,
    coverage_amount: '',
    additional_info: '',
  }
}

/** The required fields left blank, in the form's order. */
export function missingQuoteFields(values: QuoteFormValues): RequiredQuoteField[] {
  return requiredQuoteFields.filter((field) => values[field].trim() === '')
}

/** Digits only: "1,000,000" and "KSh 500 000" are read as the number they show. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** Trimmed; blank optional fields left out; the plan only while the type is still the plan's. */
export function toQuoteRequest(
  values: QuoteFormValues,
  plan: { id: string; plan_type: string } | null,
): QuoteRequestBody {
  const coverage = digitsOnly(values.coverage_amount)
  const info = values.additional_info.trim()
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    insurance_type: values.insurance_type,
    ...(coverage ? { coverage_amount: Number(coverage) } : {}),
    ...(info ? { additional_info: info } : {}),
    ...(plan && plan.plan_type === values.insurance_type ? { plan_id: plan.id } : {}),
  }
}
