import type { QueryClient } from '@tanstack/react-query'
import { i18n } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { cartQueryKey } from './api/get-cart'
import { mergeCart } from './api/merge-cart'
import { failureReason } from './cart-messages'
import { clearGuestCart, readGuestCart } from './guest-cart'

/** The server takes at most this many lines in one merge. */
const mergeMaxLines = 200

/**
 * At sign-in the guest cart joins the server cart (quantities add, capped by stock), the local cart is
 * cleared and any line the server had to cap or drop is explained. Resolves to whether it merged.
 */
export async function mergeGuestCart(queryClient: QueryClient): Promise<boolean> {
  const items = readGuestCart()
  if (items.length === 0) return false
  try {
    const { adjustments, ...cart } = await mergeCart(
      items.slice(0, mergeMaxLines).map((item) => ({ product_id: item.id, quantity: item.quantity })),
    )
    clearGuestCart()
    // A cart read that started before the merge must not overwrite the merged cart.
    await queryClient.cancelQueries({ queryKey: cartQueryKey })
    queryClient.setQueryData(cartQueryKey, cart)
    // showToast keeps sonner out of the page shell's first load.
    for (const adjustment of adjustments) showToast('warning', adjustment.message)
    return true
  } catch (error) {
    showToast('error', i18n.t('cart.toast.updateFailed', { message: failureReason(error) }))
    return false
  }
}
