import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { ProfilePicker, useSelectedProfile } from './profile-picker'

// The form (and the form library) loads as the screen opens, beside it, so the screen's own code stays small.
const ProfileForm = lazy(() => import('./profile-form').then((module) => ({ default: module.ProfileForm })))

/** /services-app/profile: edit the approved profile (the chosen one, when there are several). */
export function ProfilePage() {
  const { t } = useTranslation()
  const profile = useSelectedProfile()
  return (
    <>
      <PageHeader title={t('providerPortal.profile.title')} subtitle={t('providerPortal.profile.subtitle')} />
      <ProfilePicker />
      <Suspense
        fallback={
          <Card>
            <ListLoading label={t('providerPortal.common.loading')} rows={4} />
          </Card>
        }
      >
        {/* A new form per profile, so switching never carries one profile's edits into another. */}
        <ProfileForm key={profile.id} profile={profile} />
      </Suspense>
    </>
  )
}
