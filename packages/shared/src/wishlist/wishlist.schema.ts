import { z } from 'zod'

export const wishlistMessages = {
  duplicate: (name: string) => `${name} is already in your wishlist!`,
  notInWishlist: 'This item is not in your wishlist.',
} as const

export const addWishlistSchema = z.object({ product_id: z.uuid('Invalid product data') })

export const wishlistEntrySchema = z.object({
  product_id: z.string(),
  created_at: z.string(),
  products: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    image_url: z.string().nullable(),
    in_stock: z.boolean(),
    vendor: z.string().nullable(),
  }),
})
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>
export const wishlistSchema = z.object({ items: z.array(wishlistEntrySchema) })
export type Wishlist = z.infer<typeof wishlistSchema>
