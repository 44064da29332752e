import { HubPage } from '@/features/providers/components/hub-page'

/** /service-hub: open to visitors (spec 001 section 6); the page asks them to sign in to apply. */
export default function ServiceHubRoute() {
  return <HubPage />
}
