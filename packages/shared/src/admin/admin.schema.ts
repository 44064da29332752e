import { z } from 'zod'
import { orderStatuses } from '../orders/order.constants'
import { productCategories } from '../products/product.constants'
import { appRoles } from '../users/profile.schema'
import { adminMessages, adminOrderStatuses, auditActions, userStatuses } from './admin.constants'

export * from './admin.constants'

// The admin API (docs/admin-api.md). Money as KSh numbers with the exact integer cents beside them.

const id = z.string()
const nullableText = z.string().nullable()

export const auditEntrySchema = z.object({
  id,
  actor_id: nullableText,
  actor_name: nullableText,
  actor_email: nullableText,
  action: z.string(),
  entity_type: z.string(),
  entity_id: nullableText,
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const pct = z.number().nullable()

export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  total_orders: z.number().int(),
  products: z.number().int(),
  active_vendors: z.number().int(),
  drivers: z.number().int(),
  properties: z.number().int(),
  job_postings: z.number().int(),
  /** Published events not yet ended (issue 12). */
  events: z.number().int(),
  /** Event tickets sold (issued and not void). */
  tickets_sold: z.number().int(),
  total_revenue: z.number(),
  total_revenue_cents: z.number().int(),
  pending_orders: z.number().int(),
  growth: z.object({ users_pct: pct, orders_pct: pct, revenue_pct: pct }),
  metrics: z.object({
    growth_rate_pct: pct,
    active_sessions: z.number().int(),
    conversion_rate_pct: pct,
    average_order_value: z.number(),
    average_order_value_cents: z.number().int(),
  }),
  recent_activity: z.array(auditEntrySchema),
})
export type AdminStats = z.infer<typeof adminStatsSchema>

export const analyticsQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) })

export const adminAnalyticsSchema = z.object({
  days: z.number().int(),
  revenue_by_day: z.array(
    z.object({
      date: z.string(),
      revenue: z.number(),
      revenue_cents: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  orders_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  top_products: z.array(
    z.object({
      id,
      name: z.string(),
      units: z.number().int(),
      revenue: z.number(),
      revenue_cents: z.number().int(),
    }),
  ),
  top_vendors: z.array(
    z.object({
      id,
      business_name: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
      revenue_cents: z.number().int(),
    }),
  ),
})
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>

export const searchQuerySchema = z.object({ search: z.string().trim().max(200).optional() })

/** Rows a list answers without `limit`: what the products, users and vendors lists gave before they paged. */
export const ADMIN_LIST_UNPAGED_ROWS = 500

/**
 * GET /products, /users, /vendors: newest first (created_at, then id), `limit` at a time (1 to 100; without it
 * the newest ADMIN_LIST_UNPAGED_ROWS, as before paging); `before` is the previous page's `next_before`.
 */
export const adminListQuerySchema = searchQuerySchema.extend({
  before: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
export type AdminListQuery = z.infer<typeof adminListQuerySchema>

/** The `before` of a list's next page; null on the last one. */
const nextBefore = z.string().nullable()

export const adminVendorSchema = z.object({
  id,
  user_id: nullableText,
  business_name: z.string(),
  business_description: nullableText,
  business_email: nullableText,
  business_phone: nullableText,
  verification_status: z.enum(['pending', 'approved', 'rejected']),
  is_active: z.boolean(),
  social_media: z.record(z.string(), z.string()),
  created_at: z.string(),
  products_count: z.number().int(),
  owner: z.object({ id, full_name: nullableText, email: z.string() }).nullable(),
})
export type AdminVendor = z.infer<typeof adminVendorSchema>
export const adminVendorListSchema = z.object({
  vendors: z.array(adminVendorSchema),
  next_before: nextBefore,
})

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, 'Email is invalid')

export const createVendorSchema = z.object({
  business_name: z
    .string({ error: adminMessages.businessNameRequired })
    .trim()
    .min(1, adminMessages.businessNameRequired)
    .max(200),
  business_description: optionalText(2000),
  business_email: optionalEmail,
  business_phone: optionalText(30),
  owner_email: optionalEmail,
  is_active: z.boolean().default(true),
})
export type CreateVendorInput = z.infer<typeof createVendorSchema>

export const updateVendorSchema = z
  .object({
    business_name: z.string().trim().min(1, adminMessages.businessNameRequired).max(200),
    business_description: optionalText(2000),
    business_email: optionalEmail,
    business_phone: optionalText(30),
    is_active: z.boolean(),
    verification_status: z.enum(['pending', 'approved', 'rejected']),
  })
  .partial()
export type UpdateVendorInput = z.infer<typeof updateVendorSchema>

export const vendorOptionsSchema = z.object({
  vendors: z.array(z.object({ id, business_name: z.string(), commission_rate: z.number() })),
})

export const adminProductSchema = z.object({
  id,
  name: z.string(),
  description: nullableText,
  price: z.number(),
  price_cents: z.number().int(),
  category: nullableText,
  vendor_id: nullableText,
  vendor_name: nullableText,
  stock_quantity: z.number().int(),
  in_stock: z.boolean(),
  image_url: nullableText,
  rating: z.number(),
  reviews_count: z.number().int(),
  created_at: z.string(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>
export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  next_before: nextBefore,
})

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) =>
      value === null ||
      /^https?:\/\/\S+$/i.test(value) ||
      /^\/uploads\/\S+$/.test(value) ||
      /^\/demo\/\S+$/.test(value),
    adminMessages.imageUrlInvalid,
  )

const productFields = {
  name: z
    .string({ error: adminMessages.productNameRequired })
    .trim()
    .min(1, adminMessages.productNameRequired)
    .max(200),
  description: optionalText(5000),
  price: z
    .number({ error: adminMessages.priceRequired })
    .positive(adminMessages.priceRequired)
    .max(100_000_000, adminMessages.priceRequired)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      adminMessages.priceRequired,
    ),
  category: z.enum(productCategories).nullish(),
  vendor_id: z.string().uuid().nullish(),
  stock_quantity: z
    .number({ error: adminMessages.stockInvalid })
    .int(adminMessages.stockInvalid)
    .min(0, adminMessages.stockInvalid)
    .max(1_000_000),
  image_url: imageUrl,
}

export const createProductSchema = z.object({
  ...productFields,
  stock_quantity: productFields.stock_quantity.default(0),
})
export type CreateProductInput = z.infer<typeof createProductSchema>
export const updateProductSchema = z.object(productFields).partial()
export type UpdateProductInput = z.infer<typeof updateProductSchema>

export const uploadedImageSchema = z.object({ url: z.string() })

const shippingAddressObject = z.object({
  street: nullableText.optional(),
  city: nullableText.optional(),
  state: nullableText.optional(),
  postal_code: nullableText.optional(),
  country: nullableText.optional(),
})

export const adminOrderSchema = z.object({
  id,
  number: z.string(),
  user_id: nullableText,
  total_amount: z.number(),
  total_cents: z.number().int(),
  discount_amount: z.number(),
  discount_cents: z.number().int(),
  status: z.enum(orderStatuses),
  payment_status: z.string(),
  payment_method: nullableText,
  refund_due: z.boolean(),
  created_at: z.string(),
  shipping_address: z.union([z.string(), shippingAddressObject]).nullable(),
  shipping_city: nullableText,
  contact_phone: nullableText,
  contact_email: nullableText,
  customer: z.object({ id, email: z.string(), full_name: nullableText, phone: nullableText }).nullable(),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

/** Newest first, `limit` at a time (default 50, at most 100); `before` is the previous page's `next_before`. */
export const adminOrdersQuerySchema = searchQuerySchema.extend({
  status: z.enum(orderStatuses).optional(),
  before: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** The `before` of the next page; null on the last one. */
  next_before: z.string().nullable(),
  summary: z.object({
    total_orders: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
    revenue: z.number(),
    revenue_cents: z.number().int(),
  }),
})

export const updateOrderStatusSchema = z.object({ status: z.enum(adminOrderStatuses) })

export const adminUserSchema = z.object({
  id,
  full_name: nullableText,
  email: z.string(),
  phone: nullableText,
  role: z.enum(appRoles),
  status: z.enum(userStatuses),
  created_at: z.string(),
  is_self: z.boolean(),
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), next_before: nextBefore })

export const updateRoleSchema = z.object({ role: z.enum(appRoles) })

export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  entity_type: z.string().max(40).optional(),
  actor: z.string().trim().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next_cursor: nullableText })
