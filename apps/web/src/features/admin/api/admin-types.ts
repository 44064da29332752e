// The admin API's response shapes (docs/admin-api.md). Type-only: nothing here reaches the browser.
// TODO(shared): re-export from @soko/shared/admin/admin.schema once the server's schemas are committed.
import type { AppRole } from '@soko/shared/users/profile.schema'

export type VendorStatus = 'pending' | 'approved' | 'rejected'
export type AdminOrderStatus = 'pending' | 'paid' | 'processing' | 'completed' | 'cancelled'
export type SettableOrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled'
export type UserStatus = 'active' | 'suspended'

export interface AuditEntry {
  id: string
  actor_id: string | null
  actor_name: string | null
  actor_email: string | null
  action: string
  entity_type: string
  entity_id: string | null
  summary: string
  before: unknown
  after: unknown
  created_at: string
}

export interface AdminStats {
  total_users: number
  total_orders: number
  products: number
  active_vendors: number
  drivers: number
  properties: number
  job_postings: number
  total_revenue: number
  total_revenue_cents: number
  pending_orders: number
  growth: { users_pct: number | null; orders_pct: number | null; revenue_pct: number | null }
  metrics: {
    growth_rate_pct: number | null
    active_sessions: number
    conversion_rate_pct: number | null
    average_order_value: number
    average_order_value_cents: number
  }
  recent_activity: AuditEntry[]
}

export interface RevenueDay {
  date: string
  revenue: number
  revenue_cents: number
  orders: number
}

export interface AdminAnalytics {
  days: number
  revenue_by_day: RevenueDay[]
  orders_by_status: { status: string; count: number }[]
  top_products: { id: string; name: string; units: number; revenue: number; revenue_cents: number }[]
  top_vendors: { id: string; business_name: string; orders: number; revenue: number; revenue_cents: number }[]
}

export interface AdminVendor {
  id: string
  user_id: string | null
  business_name: string
  business_description: string | null
  business_email: string | null
  business_phone: string | null
  verification_status: VendorStatus
  is_active: boolean
  social_media: unknown
  created_at: string
  products_count: number
  owner: { id: string; full_name: string | null; email: string } | null
}

export interface VendorOption {
  id: string
  business_name: string
  commission_rate: number
}

export interface AdminProduct {
  id: string
  name: string
  description: string | null
  price: number
  price_cents: number
  category: string | null
  vendor_id: string | null
  vendor_name: string | null
  stock_quantity: number
  in_stock: boolean
  image_url: string | null
  rating: number
  reviews_count: number
  created_at: string
}

export interface ShippingAddressObject {
  street?: string | null
  city?: string | null
  state?: string | null
  postal_code?: string | null
  country?: string | null
}

export interface AdminOrder {
  id: string
  number: string
  user_id: string | null
  total_amount: number
  total_cents: number
  discount_amount: number
  discount_cents: number
  status: AdminOrderStatus
  payment_status: string
  payment_method: string | null
  refund_due: boolean
  created_at: string
  shipping_address: string | ShippingAddressObject | null
  shipping_city: string | null
  contact_phone: string | null
  contact_email: string | null
  customer: { id: string; email: string; full_name: string | null; phone: string | null } | null
}

export interface AdminOrderList {
  orders: AdminOrder[]
  summary: {
    total_orders: number
    pending: number
    completed: number
    revenue: number
    revenue_cents: number
  }
}

export interface AdminUser {
  id: string
  full_name: string | null
  email: string
  phone: string | null
  role: AppRole
  status: UserStatus
  created_at: string
  is_self: boolean
}

export interface AdminDriver {
  id: string
  user_id: string | null
  full_name: string | null
  vehicle_type: string | null
  license_number: string | null
  is_verified: boolean
  created_at: string
}

export interface AdminProperty {
  id: string
  title: string
  location: string | null
  price: number
  price_cents: number
  property_type: string | null
  status: string | null
  created_at: string
}

export interface AdminJob {
  id: string
  title: string
  company: string | null
  location: string | null
  job_type: string | null
  created_at: string
}

export interface ItemPage<T> {
  items: T[]
  total: number
}

export interface AuditPage {
  entries: AuditEntry[]
  next_cursor: string | null
}
