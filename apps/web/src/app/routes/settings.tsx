import { SettingsPage } from '@/features/settings/components/settings-page'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'settings.title'

export default function SettingsRoute() {
  return (
    <RequireAuth>
      <SettingsPage />
    </RequireAuth>
  )
}
