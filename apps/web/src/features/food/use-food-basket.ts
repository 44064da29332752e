import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useServerBasket } from './api/get-basket'
import { clearBasket } from './api/clear-basket'
import { putBasket } from './api/put-basket'
import { foodBasketQueryKey } from './api/query-keys'
import { basketLines, emptyBasket, fromServerBasket, type BasketDraft } from './basket'
import { useLocalBasket, writeLocalBasket } from './local-basket'
import type { Basket } from './food-types'

const putBasketKey = ['food-basket', 'put'] as const

/**
 * The reader's food basket, wherever it lives: a visitor's in the browser, a signed-in user's on the server.
 * Changes show at once; the server's are sent one after another (one mutation scope), so quick taps all land
 * in order, and the basket shown is the last one asked for until the server has answered it.
 */
export function useFoodBasket() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading: sessionLoading } = useSession()
  const local = useLocalBasket()
  const server = useServerBasket(isSignedIn)
  const queryClient = useQueryClient()

  const pending = useMutationState({
    filters: { mutationKey: putBasketKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as BasketDraft | undefined,
  })
  const mutation = useMutation({
    mutationKey: putBasketKey,
    scope: { id: 'food-basket' },
    mutationFn: (basket: BasketDraft) =>
      basket.restaurant && basket.items.length > 0
        ? putBasket({ restaurant_id: basket.restaurant.id, items: basketLines(basket) })
        : clearBasket(),
    onSuccess: (answer: Basket) => {
      // An earlier answer must not overwrite a later change still on its way.
      if (queryClient.isMutating({ mutationKey: putBasketKey }) <= 1)
        queryClient.setQueryData(foodBasketQueryKey, answer)
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('food.basket.saveFailed')))
      void queryClient.invalidateQueries({ queryKey: foodBasketQueryKey })
    },
  })

  const latest = pending.at(-1)
  const basket: BasketDraft = isSignedIn
    ? (latest ?? (server.data ? fromServerBasket(server.data) : emptyBasket))
    : local

  const { mutate } = mutation
  const change = useCallback(
    (next: BasketDraft) => {
      if (isSignedIn) mutate(next)
      else writeLocalBasket(next)
    },
    [isSignedIn, mutate],
  )

  return {
    basket,
    /** The server's priced basket (signed in only): problems, can_checkout. */
    serverBasket: isSignedIn ? server.data : undefined,
    isSignedIn,
    isLoading: sessionLoading || (isSignedIn && server.isPending),
    isError: isSignedIn && server.isError,
    refetch: server.refetch,
    isSaving: pending.length > 0,
    change,
  }
}
