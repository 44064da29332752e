import { ServicesPage } from '@/features/services/components/services-page'

/** /services: the services directory (spec 001 section 2). */
export default function ServicesRoute() {
  return <ServicesPage />
}
