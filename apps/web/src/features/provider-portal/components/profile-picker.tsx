import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { pickProfile } from '../access'
import type { ProviderProfile } from '../api/provider-types'
import { useApprovedProfiles } from './provider-access'

/** The profile the screen works on: ?profile= in the address, else the first approved one. */
export function useSelectedProfile(): ProviderProfile {
  const profiles = useApprovedProfiles()
  const [params] = useSearchParams()
  return pickProfile(profiles, params.get('profile'))!
}

/** With several approved profiles (one per category), which one the screen edits; nothing with one. */
export function ProfilePicker() {
  const { t } = useTranslation()
  const id = useId()
  const profiles = useApprovedProfiles()
  const selected = useSelectedProfile()
  const [, setParams] = useSearchParams()
  if (profiles.length < 2) return null
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      <Label htmlFor={id}>{t('providerPortal.profile.picker')}</Label>
      <NativeSelect
        id={id}
        value={selected.id}
        onChange={(event) => setParams({ profile: event.target.value }, { replace: true })}
      >
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.business_name} ({t(`providerPortal.categories.${profile.provider_type}`)})
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
