// Plain values without zod, so a screen that needs only these does not load zod.

/** The spec's product categories (001 section 9). */
export const productCategories = [
  'Electronics',
  'Clothing',
  'Home & Garden',
  'Sports',
  'Books',
  'Health & Beauty',
  'Automotive',
  'Toys & Games',
  'Food & Beverages',
  'Office Supplies',
] as const

/** The shop's sorts, in the spec's order: Newest First, Price: Low to High, Price: High to Low, Highest Rated, Name: A-Z. */
export const productSorts = ['newest', 'price_asc', 'price_desc', 'rating', 'name'] as const
export type ProductSort = (typeof productSorts)[number]

export const SHOP_PRICE_MAX = 100_000
export const SHOP_PRICE_STEP = 1_000
export const SHOP_PAGE_SIZE = 24
