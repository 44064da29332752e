import { PrivacyPage } from '@/features/legal/components/privacy-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'privacy.title'

/** /privacy: the Privacy Notice, open to everyone. */
export default function PrivacyRoute() {
  return <PrivacyPage />
}
