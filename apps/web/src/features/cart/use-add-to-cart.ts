import { useCallback } from 'react'
import { toast } from '@/lib/toast'
import { i18n } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { useAddCartItem } from './api/add-cart-item'
import { addFailureMessage } from './cart-messages'
import { addToGuestCart, readGuestCart, writeGuestCart } from './guest-cart'

/** What adding to the cart needs to know about a product (a product card, the product page, a wishlist entry). */
export interface CartProduct {
  id: string
  name: string
  /** KSh. */
  price: number
  image_url: string | null
  vendor: string | null
  in_stock: boolean
  /** Unknown on a wishlist entry; the server still caps the line by stock. */
  stock_quantity?: number
}

export interface AddToCartOptions {
  quantity?: number
  /** "named": "<product name> added to cart!" (default); "generic": "Item added to cart". */
  confirmation?: 'named' | 'generic'
}

/**
 * Adds to the server cart when signed in and to the local guest cart otherwise, with the spec's toasts.
 * Resolves to whether the product was added.
 */
export function useAddToCart() {
  const { isSignedIn, isLoading } = useSession()
  const { mutateAsync } = useAddCartItem()

  return useCallback(
    async (product: CartProduct, { quantity = 1, confirmation = 'named' }: AddToCartOptions = {}) => {
      const confirm = () =>
        toast.success(
          confirmation === 'generic'
            ? i18n.t('cart.toast.itemAdded')
            : i18n.t('cart.toast.productAdded', { name: product.name }),
        )
      if (!product.id) {
        toast.error(i18n.t('cart.toast.invalidProduct'))
        return false
      }
      if (!product.in_stock) {
        toast.error(i18n.t('cart.toast.outOfStock', { name: product.name }))
        return false
      }
      if (isLoading) {
        toast.info(i18n.t('cart.toast.loadingUser'))
        return false
      }
      if (!isSignedIn) {
        const result = addToGuestCart(readGuestCart(), { ...product }, quantity)
        if (result.ok) {
          writeGuestCart(result.items)
          confirm()
          return true
        }
        toast.error(
          result.reason === 'not_enough_stock'
            ? i18n.t('cart.toast.onlyLeft', { name: product.name, stock: result.available })
            : result.reason === 'out_of_stock'
              ? i18n.t('cart.toast.outOfStock', { name: product.name })
              : i18n.t('cart.toast.invalidProduct'),
        )
        return false
      }
      try {
        await mutateAsync({ product_id: product.id, quantity })
        confirm()
        return true
      } catch (error) {
        toast.error(addFailureMessage(error, product.name))
        return false
      }
    },
    [isLoading, isSignedIn, mutateAsync],
  )
}

export type AddToCart = ReturnType<typeof useAddToCart>
