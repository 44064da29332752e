import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { cartQueryKey } from '@/features/cart/api/get-cart'
import { ordersQueryKey } from '@/features/orders/api/get-orders'
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'payment.return.finalizing'

/** /payment/success: PayPal's return address; a paid order empties the cart, so both are asked for again. */
export default function PaymentSuccessRoute() {
  const queryClient = useQueryClient()
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cartQueryKey })
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
  }, [queryClient])
  return <PaymentSuccessPage onPaid={onPaid} />
}
