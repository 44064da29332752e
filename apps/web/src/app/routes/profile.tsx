import { OrderList } from '@/features/orders/components/order-list'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'profile.title'

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage ordersTab={<OrderList />} />
    </RequireAuth>
  )
}
