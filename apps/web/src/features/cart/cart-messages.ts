import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'

/** The reason a request failed, in the reader's language when it is a failure the client knows. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError && error.isFromServer) return error.message
  return i18n.t('cart.networkError')
}

/**
 * The toast for a failed add. The spec's own texts ("Invalid product data", "Product not found. Please
 * refresh the page and try again.", "<product name> is out of stock.") stand alone; anything else is
 * "Failed to add item to cart: <reason>".
 */
export function addFailureMessage(error: unknown, productName: string): string {
  if (error instanceof ApiError && error.isFromServer) {
    switch (error.code) {
      case 'validation_failed':
        return i18n.t('cart.toast.invalidProduct')
      case 'products.not_found':
      case 'cart.product_not_found':
        return i18n.t('cart.toast.productNotFound')
      case 'cart.out_of_stock':
        return i18n.t('cart.toast.outOfStock', { name: productName })
      case 'cart.not_enough_stock':
        return error.message
    }
  }
  return i18n.t('cart.toast.addFailed', { message: failureReason(error) })
}
