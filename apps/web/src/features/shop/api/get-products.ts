import type { ProductPage } from '@soko/shared/products/product.schema'
import { SHOP_PAGE_SIZE } from '@soko/shared/products/product.constants'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import type { ProductListParams } from '../shop-filters'
import { productsQueryKey } from './query-keys'

/** The address of GET /api/products for a page of the list. */
function productsUrl(params: ProductListParams & { cursor?: string }) {
  const query = new URLSearchParams({ limit: String(SHOP_PAGE_SIZE) })
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  return `/api/products?${query}`
}

export function getProducts(params: ProductListParams & { cursor?: string }, signal?: AbortSignal) {
  return apiClient.get<ProductPage>(productsUrl(params), signal)
}

/** One keyset page after another (next_cursor); spec section 9: products are fresh for 1 minute. */
export function productListQueryOptions(params: ProductListParams) {
  return infiniteQueryOptions({
    queryKey: [...productsQueryKey, 'list', params],
    queryFn: ({ pageParam, signal }) => getProducts({ ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    // The page itself may carry this first page (the server's page data): the cards render without a wait.
    initialData: () => {
      const page = takeBootList<ProductPage>('products', { ...params }, productsUrl(params))
      return page ? { pages: [page], pageParams: [undefined] } : undefined
    },
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: 60_000,
  })
}

export function useProductList(params: ProductListParams) {
  return useInfiniteQuery(productListQueryOptions(params))
}
