import { MedicalCheckoutPage } from '@/features/medical/components/medical-checkout-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'medical.checkout.title'

/** /medical/checkout: the medicine basket, the order, its prescription and its payment (issue 17). Signed in. */
export default function Route() {
  return (
    <RequireAuth>
      <MedicalCheckoutPage />
    </RequireAuth>
  )
}
