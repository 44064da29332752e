import { useTranslation } from 'react-i18next'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCancelOrder } from '../api/cancel-order'

/** "Cancel order" for an unpaid order, confirmed in place; "Keep order" leaves it as it is. */
export function CancelOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const cancel = useCancelOrder(orderId)

  async function onConfirm() {
    try {
      await cancel.mutateAsync()
      toast.success(t('orders.cancel.done'))
      return true
    } catch (error) {
      toast.error(t('orders.cancel.failed', { message: errorMessage(error, t('orders.detail.loadFailed')) }))
      return false
    }
  }

  return (
    <InlineConfirm
      label={t('orders.cancel.button')}
      question={t('orders.cancel.confirm')}
      confirmLabel={t('orders.cancel.confirmYes')}
      pendingLabel={t('orders.cancel.cancelling')}
      keepLabel={t('orders.cancel.keep')}
      pending={cancel.isPending}
      onConfirm={onConfirm}
    />
  )
}
