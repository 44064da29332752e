import { toast } from '@/lib/toast'
import { i18n } from '@/lib/i18n'
import { useClearCart } from './api/clear-cart'
import type { CartLine } from './api/cart-schema'
import { useRemoveCartItem } from './api/remove-cart-item'
import { useUpdateCartItem } from './api/update-cart-item'
import { failureReason } from './cart-messages'

/** The cart page's actions on the server cart, with the spec's toasts. */
export function useCartLineActions() {
  const update = useUpdateCartItem()
  const remove = useRemoveCartItem()
  const clear = useClearCart()

  /** Sets a line's quantity; 0 or less removes the line (spec 000 section 4). */
  async function setQuantity(line: CartLine, quantity: number) {
    try {
      await update.mutateAsync({ lineId: line.id, quantity })
      toast.success(
        quantity <= 0
          ? i18n.t('cart.toast.itemRemovedShort')
          : i18n.t('cart.toast.quantityUpdated', { name: line.products.name, quantity }),
      )
    } catch (error) {
      toast.error(i18n.t('cart.toast.updateQuantityFailed', { message: failureReason(error) }))
    }
  }

  async function removeLine(line: CartLine) {
    try {
      await remove.mutateAsync(line.id)
      toast.success(i18n.t('cart.toast.itemRemoved'))
    } catch (error) {
      toast.error(i18n.t('cart.toast.removeFailed', { message: failureReason(error) }))
    }
  }

  async function clearAll() {
    try {
      await clear.mutateAsync()
      toast.success(i18n.t('cart.toast.cleared'))
    } catch (error) {
      toast.error(i18n.t('cart.toast.clearFailed', { message: failureReason(error) }))
    }
  }

  const busyLineId =
    (update.isPending ? update.variables?.lineId : undefined) ??
    (remove.isPending ? remove.variables : undefined)

  return { setQuantity, removeLine, clearAll, busyLineId, isClearing: clear.isPending }
}
