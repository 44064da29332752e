import { AdminArea } from '@/features/admin/components/admin-area'
import { AnalyticsPage } from '@/features/admin/components/analytics-page'

/** /admin/analytics: admins only (AdminArea). */
export default function AdminAnalyticsRoute() {
  return (
    <AdminArea>
      <AnalyticsPage />
    </AdminArea>
  )
}
