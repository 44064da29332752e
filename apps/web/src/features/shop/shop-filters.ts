import {
  productSorts,
  SHOP_PRICE_MAX,
  SHOP_PRICE_STEP,
  type ProductSort,
} from '@soko/shared/products/product.constants'

/** The shop's search, filters and sort: they live in the URL, so a result page can be shared and revisited. */
export interface ShopFilters {
  search: string
  category: string | null
  /** KSh, on the slider's 1,000 grid from 0 to 100,000. */
  minPrice: number
  maxPrice: number
  sort: ProductSort
}

export const defaultShopFilters: ShopFilters = {
  search: '',
  category: null,
  minPrice: 0,
  maxPrice: SHOP_PRICE_MAX,
  sort: 'newest',
}

export const isProductSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value)

/** A price from the URL on the slider's grid, or the fallback when it is not a number. */
function parsePrice(value: string | null, fallback: number) {
  if (value === null || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isFinite(number)) return fallback
  const clamped = Math.min(SHOP_PRICE_MAX, Math.max(0, number))
  return Math.round(clamped / SHOP_PRICE_STEP) * SHOP_PRICE_STEP
}

/** Reads the filters from the URL's query; anything missing or malformed falls back to its default. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const category = params.get('category')?.trim() || null
  let minPrice = parsePrice(params.get('min_price'), 0)
  let maxPrice = parsePrice(params.get('max_price'), SHOP_PRICE_MAX)
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const sort = params.get('sort')
  return {
    search: params.get('search') ?? '',
    category,
    minPrice,
    maxPrice,
    sort: isProductSort(sort) ? sort : 'newest',
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /shop stays plain. */
export function shopFiltersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.category) params.set('category', filters.category)
  if (filters.minPrice > 0) params.set('min_price', String(filters.minPrice))
  if (filters.maxPrice < SHOP_PRICE_MAX) params.set('max_price', String(filters.maxPrice))
  if (filters.sort !== defaultShopFilters.sort) params.set('sort', filters.sort)
  return params
}

export function hasActiveFilters(filters: ShopFilters) {
  return shopFiltersToParams(filters).size > 0
}

/** What the product list asks the server: the slider's top means "no upper bound". */
export interface ProductListParams {
  search?: string
  category?: string
  min_price?: number
  max_price?: number
  sort: ProductSort
}

export function toProductListParams(filters: ShopFilters, search = filters.search): ProductListParams {
  const term = search.trim()
  return {
    ...(term ? { search: term } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.minPrice > 0 ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice < SHOP_PRICE_MAX ? { max_price: filters.maxPrice } : {}),
    sort: filters.sort,
  }
}
