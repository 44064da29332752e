import { ServicesPage } from '@/features/services/components/services-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'services.title'

/** /services: the services directory (spec 001 section 2). */
export default function ServicesRoute() {
  return <ServicesPage />
}
