import { providerDashboards, type ProviderCategory } from '@soko/shared/providers/provider.constants'
import { useLocation } from 'react-router'
import { CategoryDashboard } from '@/features/provider-portal/components/category-dashboard'
import { ProviderAccess } from '@/features/provider-portal/components/provider-access'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.title'

/** The category whose dashboard lives at this path (/services-dashboard: service_provider, ...). */
function categoryAt(pathname: string): ProviderCategory {
  const path = pathname.replace(/\/+$/, '')
  const entry = Object.entries(providerDashboards).find(([, to]) => to === path)
  return (entry?.[0] as ProviderCategory | undefined) ?? 'service_provider'
}

/**
 * /services-dashboard, /driver-dashboard, /real-estate-dashboard, /medical-dashboard and
 * /insurance-dashboard (spec 001 section 2): signed in, then an approved profile of the path's category.
 */
export default function ProviderDashboardRoute() {
  const { pathname } = useLocation()
  const providerType = categoryAt(pathname)
  return (
    <RequireAuth>
      <ProviderAccess key={providerType} providerType={providerType}>
        <CategoryDashboard providerType={providerType} />
      </ProviderAccess>
    </RequireAuth>
  )
}
