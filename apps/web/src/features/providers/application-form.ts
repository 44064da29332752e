import {
  EXPERIENCE_MAX_YEARS,
  EXPERIENCE_MIN_YEARS,
  licensedCategories,
  providerCategories,
  providerSpecializations,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import type { CreateApplicationInput } from './api/provider-types'

// The application form's rules (spec 001 section 5), kept apart from the screen so they are tested alone.

export interface ApplicationFormValues {
  service_type: ProviderCategory | ''
  business_name: string
  business_description: string
  business_address: string
  business_phone: string
  business_email: string
  license_number: string
  experience_years: string
  specialization: string
  service_areas: string[]
  terms_accepted: boolean
}

/** What is wrong with a field; the screen shows `providerHub.form.errors.<code>`. */
export type FieldProblem = 'required' | 'licenseRequired' | 'termsRequired' | 'experienceRange'
export type FormProblems = Partial<Record<keyof ApplicationFormValues, FieldProblem>>

export function isProviderCategory(value: unknown): value is ProviderCategory {
  return typeof value === 'string' && (providerCategories as readonly string[]).includes(value)
}

export const needsLicense = (category: ProviderCategory | '') =>
  category !== '' && licensedCategories.includes(category)

/** The category's specializations; empty when the category offers none. */
export const specializationsOf = (category: ProviderCategory | ''): readonly string[] =>
  (category && providerSpecializations[category]) || []

export function emptyApplication(category: ProviderCategory | '', email: string): ApplicationFormValues {
  return {
    service_type: category,
    business_name: '',
    business_description: '',
    business_address: '',
    business_phone: '',
    business_email: email,
    license_number: '',
    experience_years: '',
    specialization: '',
    service_areas: [],
    terms_accepted: false,
  }
}

/** Years of experience: blank, or a whole number from 0 to 50. */
function experienceIsValid(text: string) {
  const value = text.trim()
  if (value === '') return true
  if (!/^\d+$/.test(value)) return false
  const years = Number(value)
  return years >= EXPERIENCE_MIN_YEARS && years <= EXPERIENCE_MAX_YEARS
}

/**
 * The form's problems, field by field. `missing` is true when a required value is absent (category, business
 * name, phone, a licensed category's license number, the terms), which the screen answers with the
 * "Missing Information" toast.
 */
export function checkApplication(values: ApplicationFormValues): {
  missing: boolean
  problems: FormProblems
} {
  const problems: FormProblems = {}
  if (!values.service_type) problems.service_type = 'required'
  if (!values.business_name.trim()) problems.business_name = 'required'
  if (!values.business_phone.trim()) problems.business_phone = 'required'
  if (needsLicense(values.service_type) && !values.license_number.trim())
    problems.license_number = 'licenseRequired'
  if (!values.terms_accepted) problems.terms_accepted = 'termsRequired'
  const missing = Object.keys(problems).length > 0
  if (!experienceIsValid(values.experience_years)) problems.experience_years = 'experienceRange'
  return { missing, problems }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The request body; empty optional values are sent as null (spec 001 section 5). */
export function toApplicationBody(
  values: ApplicationFormValues & { service_type: ProviderCategory },
  documentIds: string[],
): CreateApplicationInput {
  const specializations = specializationsOf(values.service_type)
  return {
    service_type: values.service_type,
    business_name: values.business_name.trim(),
    business_description: orNull(values.business_description),
    business_address: orNull(values.business_address),
    business_phone: values.business_phone.trim(),
    business_email: orNull(values.business_email),
    license_number: needsLicense(values.service_type) ? orNull(values.license_number) : null,
    experience_years: values.experience_years.trim() === '' ? null : Number(values.experience_years),
    specialization: specializations.includes(values.specialization) ? values.specialization : null,
    service_areas: values.service_areas as CreateApplicationInput['service_areas'],
    document_ids: documentIds,
    terms_accepted: true,
  }
}
