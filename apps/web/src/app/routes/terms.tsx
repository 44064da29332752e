import { TermsPage } from '@/features/legal/components/terms-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'terms.title'

/** /terms-and-conditions: open to everyone (spec 000 section 2: opened in a new tab from sign-up). */
export default function TermsRoute() {
  return <TermsPage />
}
