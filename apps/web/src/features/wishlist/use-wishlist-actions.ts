import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { useAddToWishlist } from './api/add-to-wishlist'
import { useRemoveFromWishlist } from './api/remove-from-wishlist'

function reason(error: unknown) {
  return error instanceof ApiError && error.isFromServer ? error.message : i18n.t('wishlist.networkError')
}

/** Adding and removing, with the spec's toasts and signed-out warnings. Each resolves to whether it worked. */
export function useWishlistActions() {
  const { isSignedIn, isLoading } = useSession()
  const add = useAddToWishlist()
  const remove = useRemoveFromWishlist()

  /** False (with the spec's warning) when the visitor cannot use a wishlist yet. */
  function canUse(warning: 'wishlist.signInToAdd' | 'wishlist.signInToManage') {
    if (isLoading) {
      toast.info(i18n.t('wishlist.loadingUser'))
      return false
    }
    if (!isSignedIn) {
      toast.error(i18n.t(warning))
      return false
    }
    return true
  }

  async function addProduct(product: { id: string; name: string }) {
    if (!canUse('wishlist.signInToAdd')) return false
    try {
      await add.mutateAsync(product.id)
      toast.success(i18n.t('wishlist.added', { name: product.name }))
      return true
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wishlist.duplicate') {
        // Spec section 5: a duplicate is information, not an error.
        toast.info(i18n.t('wishlist.duplicate', { name: product.name }))
        return true
      }
      toast.error(i18n.t('wishlist.addFailed', { message: reason(error) }))
      return false
    }
  }

  async function removeProduct(productId: string, { quiet = false } = {}) {
    if (!canUse('wishlist.signInToManage')) return false
    try {
      await remove.mutateAsync(productId)
      if (!quiet) toast.success(i18n.t('wishlist.removed'))
      return true
    } catch (error) {
      toast.error(i18n.t('wishlist.removeFailed', { message: reason(error) }))
      return false
    }
  }

  return { addProduct, removeProduct }
}
