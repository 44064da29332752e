import { InsurancePage } from '@/features/insurance/components/insurance-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'insurance.title'

/** /insurance: plans, quotes and comparison (spec 001 "Insurance", issue 17). Browsable signed out. */
export default function Route() {
  return <InsurancePage />
}
