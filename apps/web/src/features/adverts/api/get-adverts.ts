// The adverts' shape (packages/shared/src/adverts/advert.schema.ts), in zod/mini: the billboard loads on
// the home page, where classic zod would be dead weight.
import type { Advert as SharedAdvert } from '@soko/shared/adverts/advert.schema'
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

const advertSchema = z.object({
  id: z.string(),
  type: z.enum(['product', 'service', 'property']),
  title: z.string(),
  description: z.string(),
  price: z.nullable(z.number()),
  image_url: z.nullable(z.string()),
  location: z.nullable(z.string()),
  vendor: z.nullable(z.string()),
  category: z.nullable(z.string()),
  link: z.string(),
})
const advertListSchema = z.object({ items: z.array(advertSchema) })

export type Advert = z.infer<typeof advertSchema>

// Fails to compile if this copy drifts from the shared schema.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _sameAsShared: Same<Advert, SharedAdvert> = true
void _sameAsShared

/** Spec section 9: the billboard shows at most 20; the pop-up picks from 10. */
export const billboardMax = 20
export const popupMax = 10

export function getAdverts(max: number, signal?: AbortSignal) {
  return apiClient.get(`/api/adverts?max=${max}`, advertListSchema, signal)
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
