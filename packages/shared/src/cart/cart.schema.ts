import { z } from 'zod'

export const cartMessages = {
  invalidProduct: 'Invalid product data',
  productNotFound: 'Product not found. Please refresh the page and try again.',
  outOfStock: (name: string) => `${name} is out of stock.`,
  onlyLeft: (name: string, stock: number) => `Only ${stock} of ${name} left in stock.`,
} as const

const productId = z.uuid(cartMessages.invalidProduct)

export const addCartItemSchema = z.object({
  product_id: z.string({ error: cartMessages.invalidProduct }).pipe(productId),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
})

export const updateCartItemSchema = z.object({
  // 0 or less removes the line (spec 000 section 4).
  quantity: z.coerce.number().int().max(999),
})

/** The guest cart kept in localStorage under "cart" (spec 000 section 3). */
export const guestCartItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int().positive(),
  image_url: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  vendor: z.string().nullable().optional(),
})
export const guestCartSchema = z.array(guestCartItemSchema)
export type GuestCartItem = z.infer<typeof guestCartItemSchema>

export const mergeCartSchema = z.object({
  items: z
    .array(z.object({ product_id: z.string(), quantity: z.coerce.number().int().min(1).max(999) }))
    .max(200),
})

export const cartLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  quantity: z.number().int(),
  products: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    image_url: z.string().nullable(),
    vendor: z.string().nullable(),
    in_stock: z.boolean(),
    stock_quantity: z.number().int(),
  }),
  /** The price when the line was added, and whether it has changed since. */
  price_when_added: z.number(),
  price_changed: z.boolean(),
})
export type CartLine = z.infer<typeof cartLineSchema>

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  count: z.number().int(),
  subtotal: z.number(),
  /** Notes for lines changed by a merge (capped by stock or dropped). */
  adjustments: z.array(z.object({ product_id: z.string(), message: z.string() })).optional(),
})
export type Cart = z.infer<typeof cartSchema>
