import { z } from 'zod'

import { productSorts, SHOP_PAGE_SIZE } from './product.constants'

export * from './product.constants'

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
