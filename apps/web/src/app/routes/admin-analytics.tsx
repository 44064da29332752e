import { AdminArea } from '@/features/admin/components/admin-area'
import { AnalyticsPage } from '@/features/admin/components/analytics-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.analytics.title'

/** /admin/analytics: admins only (AdminArea). */
export default function AdminAnalyticsRoute() {
  return (
    <AdminArea>
      <AnalyticsPage />
    </AdminArea>
  )
}
