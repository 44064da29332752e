import type { Advert } from '@soko/shared/adverts/advert.schema'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type { Advert }

/** Spec section 9: the billboard shows at most 20; the pop-up picks from 10. */
export const billboardMax = 20
export const popupMax = 10

export function getAdverts(max: number, signal?: AbortSignal) {
  return apiClient.get<{ items: Advert[] }>(`/api/adverts?max=${max}`, signal)
}

/** The server shuffles a new mix on every call, so "More Ads" simply asks again. */
export const billboardQueryOptions = queryOptions({
  queryKey: ['adverts', 'billboard'],
  queryFn: ({ signal }) => getAdverts(billboardMax, signal),
  select: (data) => data.items,
  staleTime: 5 * 60_000,
  retry: false,
})

/** A fresh pick each time the pop-up opens. */
export const popupQueryOptions = queryOptions({
  queryKey: ['adverts', 'popup'],
  queryFn: ({ signal }) => getAdverts(popupMax, signal),
  select: (data) => data.items[0] ?? null,
  staleTime: 0,
  gcTime: 0,
  retry: false,
})
