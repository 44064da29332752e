import { OrderList } from '@/features/orders/components/order-list'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { RequireAuth } from '../require-auth'

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage ordersTab={<OrderList />} />
    </RequireAuth>
  )
}
