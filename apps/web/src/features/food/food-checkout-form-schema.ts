// Loaded after the form has painted (lib/lazy-resolver.ts): this module brings zod.
import { zodResolver } from '@hookform/resolvers/zod'
import { placeFoodOrderSchema } from '@soko/shared/food/food.schema'
import { z } from 'zod'

const { delivery_address, contact_phone, contact_email } = placeFoodOrderSchema.shape

/** The delivery and contact part of POST /api/food/orders (its rules and texts); the dishes come from the basket. */
export const foodDeliveryResolver = zodResolver(
  z.object({
    delivery_address,
    delivery_city: z.string().trim().max(100),
    contact_phone,
    contact_email,
    notes: z.string().trim().max(500),
  }),
)
