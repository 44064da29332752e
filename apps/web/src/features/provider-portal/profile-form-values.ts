import { nairobiServiceAreas, weekDays, type WeekDay } from '@soko/shared/providers/provider.constants'
import type { ProviderProfile, UpdateProviderProfileInput } from './api/provider-types'
import { amountInput } from './format'

export type ServiceArea = (typeof nairobiServiceAreas)[number]

/** The profile form as the inputs hold it: text everywhere, lists for the checkboxes and images. */
export interface ProfileFormValues {
  business_name: string
  business_description: string
  specialization: string
  location_address: string
  phone_number: string
  email: string
  hourly_rate_min: string
  hourly_rate_max: string
  service_areas: ServiceArea[]
  days: WeekDay[]
  start: string
  end: string
  profile_image_url: string
  banner_image_url: string
  images: string[]
}

/** The working hours a profile without availability starts from. */
export const DEFAULT_HOURS = { start: '08:00', end: '17:00' } as const
export const GALLERY_MAX = 8

const isArea = (value: string): value is ServiceArea =>
  (nairobiServiceAreas as readonly string[]).includes(value)

export function profileFormValues(profile: ProviderProfile): ProfileFormValues {
  return {
    business_name: profile.business_name,
    business_description: profile.business_description ?? '',
    specialization: profile.specialization ?? '',
    location_address: profile.location_address ?? '',
    phone_number: profile.phone_number ?? '',
    email: profile.email ?? '',
    hourly_rate_min: profile.hourly_rate_min === null ? '' : amountInput(profile.hourly_rate_min) || '0',
    hourly_rate_max: profile.hourly_rate_max === null ? '' : amountInput(profile.hourly_rate_max) || '0',
    service_areas: profile.service_areas.filter(isArea),
    days: weekDays.filter((day) => profile.availability?.days.includes(day)),
    start: profile.availability?.start ?? DEFAULT_HOURS.start,
    end: profile.availability?.end ?? DEFAULT_HOURS.end,
    profile_image_url: profile.profile_image_url ?? '',
    banner_image_url: profile.banner_image_url ?? '',
    images: profile.images.slice(0, GALLERY_MAX),
  }
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())
const amountOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * What PATCH /api/provider/profiles/{id} receives: blanks become null (spec 001 section 5), the week's days
 * in order; no days means no availability.
 */
export function profileUpdate(values: ProfileFormValues): UpdateProviderProfileInput {
  // A single checkbox reports a boolean to react-hook-form; a group reports its checked values.
  const areas = Array.isArray(values.service_areas) ? values.service_areas : []
  const days = Array.isArray(values.days) ? values.days : []
  return {
    business_name: values.business_name.trim(),
    business_description: blankToNull(values.business_description),
    specialization: blankToNull(values.specialization),
    location_address: blankToNull(values.location_address),
    phone_number: blankToNull(values.phone_number),
    email: blankToNull(values.email),
    hourly_rate_min: amountOrNull(values.hourly_rate_min),
    hourly_rate_max: amountOrNull(values.hourly_rate_max),
    service_areas: nairobiServiceAreas.filter((area) => areas.includes(area)),
    availability:
      days.length > 0
        ? { days: weekDays.filter((day) => days.includes(day)), start: values.start, end: values.end }
        : null,
    profile_image_url: blankToNull(values.profile_image_url),
    banner_image_url: blankToNull(values.banner_image_url),
    images: values.images,
  }
}

/** Rates: whole or decimal shillings, not negative; the minimum not above the maximum. */
export function validRate(value: string) {
  if (value.trim() === '') return true
  const amount = Number(value)
  return Number.isFinite(amount) && amount >= 0 && amount <= 1_000_000
}

export function ratesInOrder(min: string, max: string) {
  return min.trim() === '' || max.trim() === '' || Number(min) <= Number(max)
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
