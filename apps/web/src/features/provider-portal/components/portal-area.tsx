import type { ReactNode } from 'react'
import { PortalLayout } from './portal-layout'
import { ProviderAccess } from './provider-access'

/** Around every /services-app screen: the approved-profile check, then the sidebar and the screen. */
export function PortalArea({ children }: { children: ReactNode }) {
  return (
    <ProviderAccess>
      <PortalLayout>{children}</PortalLayout>
    </ProviderAccess>
  )
}
