import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { putBasket } from './api/put-basket'
import { foodBasketQueryKey } from './api/query-keys'
import { basketLines } from './basket'
import { clearLocalBasket, readLocalBasket } from './local-basket'

/**
 * At sign-in a visitor's basket becomes the user's server basket (decision 019: PUT, so it replaces an older
 * one) and is cleared from the browser. A basket the server refuses (a dish gone, the restaurant suspended)
 * is dropped with the server's reason; a network failure keeps it for the next try.
 */
export async function mergeLocalBasket(queryClient: QueryClient): Promise<boolean> {
  const basket = readLocalBasket()
  if (!basket.restaurant || basket.items.length === 0) return false
  try {
    const answer = await putBasket({ restaurant_id: basket.restaurant.id, items: basketLines(basket) })
    clearLocalBasket()
    // A basket read that started before the move must not overwrite the moved basket.
    await queryClient.cancelQueries({ queryKey: foodBasketQueryKey })
    queryClient.setQueryData(foodBasketQueryKey, answer)
    return true
  } catch (error) {
    if (error instanceof ApiError && error.isFromServer && error.status >= 400 && error.status < 500) {
      clearLocalBasket()
      showToast('warning', error.message)
    } else {
      showToast('error', i18n.t('food.basket.saveFailed'))
    }
    return false
  }
}
