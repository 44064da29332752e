import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import type { ProviderProfile } from './api/provider-types'

/**
 * The profiles that open the portal (spec 001 sections 4 and 6: verification_status approved), of one
 * category when the screen belongs to one (the category dashboards), oldest first so the choice is stable.
 */
export function approvedProfiles(profiles: readonly ProviderProfile[], providerType?: ProviderCategory) {
  return (
    profiles
      .filter(
        (profile) =>
          profile.verification_status === 'approved' &&
          (!providerType || profile.provider_type === providerType),
      )
      // ISO timestamps compare as plain strings (localeCompare would start ICU's collator on the first render).
      .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
  )
}

/** The profile a screen edits: the one named in the address (?profile=), else the first. */
export function pickProfile(profiles: readonly ProviderProfile[], wanted: string | null) {
  return profiles.find((profile) => profile.id === wanted) ?? profiles[0]
}

/** The server's word for "no approved profile" on the portal's other calls (docs/providers-api.md). */
export const PROVIDER_ACCESS_REQUIRED = 'provider_access_required'
