import { useTranslation } from 'react-i18next'
import { PageHeader } from './page-header'
import { ProfileForm } from './profile-form'
import { ProfilePicker, useSelectedProfile } from './profile-picker'

/** /services-app/profile: edit the approved profile (the chosen one, when there are several). */
export function ProfilePage() {
  const { t } = useTranslation()
  const profile = useSelectedProfile()
  return (
    <>
      <PageHeader title={t('providerPortal.profile.title')} subtitle={t('providerPortal.profile.subtitle')} />
      <ProfilePicker />
      {/* A new form per profile, so switching never carries one profile's edits into another. */}
      <ProfileForm key={profile.id} profile={profile} />
    </>
  )
}
