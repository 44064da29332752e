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
export type ProductCategory = (typeof productCategories)[number]

/**
 * A stable key per category for the web's string files (`productCategories.<key>` in en.json and sw.json),
 * so a category reads in the user's language. The stored and filtered value stays the English name.
 */
export const productCategoryKeys: Readonly<Record<ProductCategory, string>> = {
  Electronics: 'electronics',
  Clothing: 'clothing',
  'Home & Garden': 'homeGarden',
  Sports: 'sports',
  Books: 'books',
  'Health & Beauty': 'healthBeauty',
  Automotive: 'automotive',
  'Toys & Games': 'toysGames',
  'Food & Beverages': 'foodBeverages',
  'Office Supplies': 'officeSupplies',
}

/** The shop's sorts, in the spec's order: Newest First, Price: Low to High, Price: High to Low, Highest Rated, Name: A-Z. */
export const productSorts = ['newest', 'price_asc', 'price_desc', 'rating', 'name'] as const
export type ProductSort = (typeof productSorts)[number]

export const SHOP_PRICE_MAX = 100_000
export const SHOP_PRICE_STEP = 1_000
export const SHOP_PAGE_SIZE = 24
