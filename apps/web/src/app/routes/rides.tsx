import { RidesPage } from '@/features/rides/components/rides-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'rides.title'

/** /rides: plan a journey, see the fare and drivers, book (spec 001 "Rides", issue 15). Browsable signed out. */
export default function RidesRoute() {
  return <RidesPage />
}
