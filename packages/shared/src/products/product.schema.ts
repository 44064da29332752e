import { z } from 'zod'

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

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** KSh, as the spec shows it. */
  price: z.number(),
  price_cents: z.number().int(),
  image_url: z.string().nullable(),
  images: z.array(z.string()),
  location: z.string().nullable(),
  /** The vendor's business name, or the product's own brand. */
  vendor: z.string().nullable(),
  vendor_id: z.string().nullable(),
  vendors: z.object({ business_name: z.string(), logo_url: z.string().nullable() }).nullable(),
  category: z.string(),
  in_stock: z.boolean(),
  stock_quantity: z.number().int(),
  rating: z.number(),
  total_reviews: z.number().int(),
  created_at: z.string(),
})
export type Product = z.infer<typeof productSchema>

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  min_price: z.coerce.number().min(0).max(10_000_000).optional(),
  max_price: z.coerce.number().min(0).max(10_000_000).optional(),
  sort: z.enum(productSorts).default('newest'),
  limit: z.coerce.number().int().min(1).max(60).default(SHOP_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
})
export type ProductPage = z.infer<typeof productPageSchema>

export const productDetailSchema = z.object({ product: productSchema, related: z.array(productSchema) })
export type ProductDetail = z.infer<typeof productDetailSchema>
