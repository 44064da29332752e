import { NEW_BADGE_DAYS } from '@soko/shared/providers/provider.constants'
import type { DirectoryProvider } from '@soko/shared/providers/provider.schema'
import { formatNumber } from '@soko/shared/money/format-money'

const dayMs = 24 * 60 * 60 * 1000

/** Spec: the 'New' badge shows for a provider created within the last 7 days. */
export function isNewProvider(createdAt: string, now = Date.now()) {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return false
  return now - created < NEW_BADGE_DAYS * dayMs
}

/** The 'Verified' badge: the profile's verification was approved (the spec's "verified"). */
export function isVerifiedProvider(provider: Pick<DirectoryProvider, 'verification_status'>) {
  return provider.verification_status === 'approved'
}

/** The average rating to one decimal, or null when there is none yet (shown as N/A). */
export function formatRating(average: number | null) {
  return average === null || !Number.isFinite(average) ? null : average.toFixed(1)
}

/**
 * The hourly range as the spec writes it, 'KSh min - max/hr'; one bound alone, or equal bounds, show one
 * figure. Null when the provider gave no rate (shown as 'Contact for price').
 */
export function formatHourlyRange(min: number | null, max: number | null) {
  if (min === null && max === null) return null
  if (min === null || max === null || min === max) return `KSh ${formatNumber((min ?? max)!)}/hr`
  return `KSh ${formatNumber(min)} - ${formatNumber(max)}/hr`
}

/** Up to two initials of a business name, for a missing profile picture. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** The provider's page, also the share link (spec: {origin}/services/{id}). */
export const providerPath = (id: string) => `/services/${encodeURIComponent(id)}`
export const providerShareUrl = (id: string, origin = window.location.origin) =>
  `${origin}${providerPath(id)}`

/** A tel: address from a phone number as the provider typed it (spaces, dashes and brackets dropped). */
export function telHref(phone: string | null) {
  const digits = phone?.replace(/[^\d+]/g, '') ?? ''
  return digits ? `tel:${digits}` : null
}
