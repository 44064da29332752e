import { ProfilePage } from '@/features/profile/components/profile-page'
import { RequireAuth } from '../require-auth'

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  )
}
