// Loaded when the reader first enters the form (decision 007): this module brings zod.
import { placeFoodOrderSchema } from '@soko/shared/food/food.schema'
import { z } from 'zod'

const { delivery_address, contact_phone, contact_email } = placeFoodOrderSchema.shape

/** The delivery and contact part of POST /api/food/orders (its rules and texts); the dishes come from the basket. */
const foodDeliverySchema = z.object({
  delivery_address,
  delivery_city: z.string().trim().max(100),
  contact_phone,
  contact_email,
  notes: z.string().trim().max(500),
})

export type FoodDeliveryField = keyof z.infer<typeof foodDeliverySchema>

/** The first message of each field that fails, in the schema's English; empty when all is well. */
export function checkFoodDelivery(values: Record<FoodDeliveryField, string>) {
  const result = foodDeliverySchema.safeParse(values)
  const errors: Partial<Record<FoodDeliveryField, string>> = {}
  if (result.success) return { values: result.data, errors }
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FoodDeliveryField
    errors[field] ??= issue.message
  }
  return { values: null, errors }
}
