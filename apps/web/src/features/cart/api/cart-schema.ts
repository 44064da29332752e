// The cart's shape (packages/shared/src/cart/cart.schema.ts cartSchema), in zod/mini: the header badge
// reads the cart, so this schema is part of the page shell.
import type { Cart } from '@soko/shared/cart/cart.schema'
import * as z from 'zod/mini'

const cartLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  quantity: z.int(),
  products: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    image_url: z.nullable(z.string()),
    vendor: z.nullable(z.string()),
    in_stock: z.boolean(),
    stock_quantity: z.int(),
  }),
  price_when_added: z.number(),
  price_changed: z.boolean(),
})

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  count: z.int(),
  subtotal: z.number(),
})

export const mergedCartSchema = z.object({
  ...cartSchema.shape,
  adjustments: z.array(z.object({ product_id: z.string(), message: z.string() })),
})

export type ServerCart = z.infer<typeof cartSchema>
export type CartLine = ServerCart['items'][number]
export type MergedCart = z.infer<typeof mergedCartSchema>

// Fails to compile if this copy drifts from the shared schema.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _sameAsShared: Same<ServerCart, Omit<Cart, 'adjustments'>> = true
void _sameAsShared
