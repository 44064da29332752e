import { productListQueryOptions } from '@/features/shop/api/get-products'
import { parseShopFilters, toProductListParams } from '@/features/shop/shop-filters'
import { queryClient } from '@/lib/query-client'

/** The first page of products for the shop's address (its search and filters). */
export function prefetchProductList(url: URL) {
  const filters = parseShopFilters(url.searchParams)
  return queryClient.prefetchInfiniteQuery(productListQueryOptions(toProductListParams(filters)))
}
