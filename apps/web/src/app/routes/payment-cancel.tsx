import { PaymentCancelPage } from '@/features/payments/components/payment-cancel-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'payment.return.cancelledTitle'

/** /payment/cancel: PayPal's cancel address. */
export default function PaymentCancelRoute() {
  return <PaymentCancelPage />
}
