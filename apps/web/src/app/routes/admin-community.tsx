import { AdminArea } from '@/features/admin/components/admin-area'
import { CommunityPage } from '@/features/admin/components/community-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'adminCommunity.title'

/** /admin/community: the moderation queue, admins only (AdminArea). */
export default function AdminCommunityRoute() {
  return (
    <AdminArea>
      <CommunityPage />
    </AdminArea>
  )
}
