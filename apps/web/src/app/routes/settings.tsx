import { SettingsPage } from '@/features/settings/components/settings-page'
import { RequireAuth } from '../require-auth'

export default function SettingsRoute() {
  return (
    <RequireAuth>
      <SettingsPage />
    </RequireAuth>
  )
}
