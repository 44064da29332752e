// What a live admin notice says (spec 001 section 8, Admin: realtime notices) and which lists it refreshes.
import { formatNumber } from '@soko/shared/money/format-money'
import type { AdminNotice, AdminNoticeKind } from '@/lib/admin-notices'
import { adminKeys } from './api/query-keys'

const noticeKeys = {
  vendor_approved: 'admin.notices.vendorApproved',
  driver_verified: 'admin.notices.driverVerified',
  order_created: 'admin.notices.orderCreated',
  product_created: 'admin.notices.productCreated',
  agent_verified: 'admin.notices.agentVerified',
} as const satisfies Record<AdminNoticeKind, string>

/** The translation key and values of a notice's toast: 'New order received: KSh 1,250'. */
export function noticeText(notice: AdminNotice): {
  key: (typeof noticeKeys)[AdminNoticeKind]
  values: { name: string; amount: string }
} {
  return {
    key: noticeKeys[notice.kind],
    values: {
      name: notice.name ?? '',
      amount: formatNumber(notice.amount ?? 0, 2),
    },
  }
}

/** The admin queries a notice makes stale; the dashboard's figures always. */
export function noticeQueryKeys(kind: AdminNoticeKind): readonly (readonly string[])[] {
  switch (kind) {
    case 'vendor_approved':
      return [adminKeys.stats, adminKeys.vendors, adminKeys.vendorOptions, adminKeys.audit]
    case 'driver_verified':
      return [adminKeys.stats, adminKeys.drivers]
    case 'order_created':
      return [adminKeys.stats, adminKeys.orders, adminKeys.analytics]
    case 'product_created':
      return [adminKeys.stats, adminKeys.products, adminKeys.audit]
    case 'agent_verified':
      return [adminKeys.stats, adminKeys.properties]
  }
}
