import { PaymentCancelPage } from '@/features/payments/components/payment-cancel-page'

/** /payment/cancel: PayPal's cancel address. */
export default function PaymentCancelRoute() {
  return <PaymentCancelPage />
}
