import { RealEstatePage } from '@/features/real-estate/components/real-estate-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'realEstate.title'

/** /real-estate: search and filter listed properties (spec 001 "Real estate", issue 16). Browsable signed out. */
export default function RealEstateRoute() {
  return <RealEstatePage />
}
