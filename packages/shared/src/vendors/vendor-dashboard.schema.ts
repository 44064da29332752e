import { z } from 'zod'
import { createProductSchema, updateProductSchema } from '../admin/admin.schema'
import { orderStatuses } from '../orders/order.constants'

export {
  adminProductSchema as vendorProductSchema,
  type AdminProduct as VendorProduct,
} from '../admin/admin.schema'

// The vendor dashboard API (/api/vendor/*, docs/providers-api.md): an approved vendor's own products and the
// orders that contain them. Money is KSh as a number.

export const vendorAccountSchema = z.object({
  id: z.string(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_email: z.string().nullable(),
  business_phone: z.string().nullable(),
  verification_status: z.enum(['pending', 'approved', 'rejected']),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type VendorAccount = z.infer<typeof vendorAccountSchema>

export const vendorOverviewSchema = z.object({
  vendor: vendorAccountSchema,
  stats: z.object({
    products: z.number().int(),
    out_of_stock: z.number().int(),
    low_stock: z.number().int(),
    orders: z.number().int(),
    pending_orders: z.number().int(),
    /** Sum of this vendor's lines in paid or completed orders, KSh. */
    revenue: z.number(),
  }),
})
export type VendorOverview = z.infer<typeof vendorOverviewSchema>

/** A vendor creates products for itself only: no vendor_id. */
export const vendorCreateProductSchema = createProductSchema.omit({ vendor_id: true })
export const vendorUpdateProductSchema = updateProductSchema.omit({ vendor_id: true })

export const vendorOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  payment_status: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  /** Only this vendor's lines of the order. */
  items: z.array(
    z.object({
      product_id: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      line_total: z.number(),
    }),
  ),
  vendor_total: z.number(),
})
export type VendorOrder = z.infer<typeof vendorOrderSchema>
export const vendorOrderListSchema = z.object({ orders: z.array(vendorOrderSchema) })
