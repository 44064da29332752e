import { PropertyPage } from '@/features/real-estate/components/property-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'realEstate.propertyTitle'

/** /property/:id: a property's whole listing, viewings, saving (issue 16). Browsable signed out. */
export default function PropertyRoute() {
  return <PropertyPage />
}
