// The admin API's response shapes: the server's schemas (packages/shared/src/admin/admin.schema.ts), imported
// as types only, so nothing of zod reaches the browser (decision 005).
import type {
  AdminAnalytics,
  AdminOrder,
  adminOrderListSchema,
  adminProductListSchema,
  adminUserListSchema,
  adminVendorListSchema,
  auditPageSchema,
  vendorOptionsSchema,
} from '@soko/shared/admin/admin.schema'
import type { z } from 'zod'

export type {
  AdminAnalytics,
  AdminOrder,
  AdminProduct,
  AdminStats,
  AdminUser,
  AdminVendor,
  AuditEntry,
} from '@soko/shared/admin/admin.schema'
export type {
  AdminSettableOrderStatus as SettableOrderStatus,
  UserStatus,
} from '@soko/shared/admin/admin.constants'
export type { OrderStatus as AdminOrderStatus } from '@soko/shared/orders/order.constants'

export type { AdminEvent, AdminEventList } from '@soko/shared/events/event.schema'

export type AdminOrderList = z.infer<typeof adminOrderListSchema>
export type AdminProductList = z.infer<typeof adminProductListSchema>
export type AdminUserList = z.infer<typeof adminUserListSchema>
export type AdminVendorList = z.infer<typeof adminVendorListSchema>
export type AuditPage = z.infer<typeof auditPageSchema>
export type VendorOption = z.infer<typeof vendorOptionsSchema>['vendors'][number]
export type VendorStatus = 'pending' | 'approved' | 'rejected'
export type RevenueDay = AdminAnalytics['revenue_by_day'][number]
export type ShippingAddressObject = Exclude<NonNullable<AdminOrder['shipping_address']>, string>

// GET /api/admin/properties and /jobs: the shared schema types their rows loosely (each table belongs to a
// module still to come); these are the fields docs/admin-api.md promises. Drivers: the rides contract.
export type { AdminDriver } from '@soko/shared/rides/rides.schema'

/** /admin/jobs (docs/jobs-api.md): the server's schemas, as types only (decision 005). */
export type { AdminEmployer, AdminJob } from '@soko/shared/jobs/jobs.schema'

export interface ItemPage<T> {
  items: T[]
  total: number
}
