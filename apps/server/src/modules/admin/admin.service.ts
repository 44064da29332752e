import {
  ADMIN_LIST_UNPAGED_ROWS,
  adminMessages,
  type AdminAnalytics,
  type AdminListQuery,
  type AdminOrder,
  type AdminProduct,
  type AdminSettableOrderStatus,
  type AdminStats,
  type AdminUser,
  type AdminVendor,
  type AuditAction,
  type AuditEntry,
  type CreateProductInput,
  type CreateVendorInput,
  type UpdateProductInput,
  type UpdateVendorInput,
} from '@soko/shared/admin/admin.schema'
import type { AppRole } from '@soko/shared/users/profile.schema'
import type { Db } from '../../db/client'
import { keysetPage } from '../../db/keyset'
import { smsText, texts } from '../../lib/texts'
import { codedError, notFound } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import { storeWebpImage } from '../../lib/image-store'
import type { CheckoutService } from '../checkout/checkout.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { ProductsService } from '../products/products.service'
import { setRoleIn, setSuspendedIn } from '../users/users.service'
import { accountsService } from '../auth/auth.service'
import { toVendorSummary, vendorsService } from '../vendors/vendors.service'
import { adminRepository as repo, type AuditRow } from './admin.repository'
import type { AdminNotices } from './admin-notices.service'
import { isUuid } from '../../lib/ids'

export const cannotChangeSelf = codedError('cannot_change_self', 409, adminMessages.cannotChangeSelf)
export const lastAdmin = codedError('last_admin', 409, adminMessages.lastAdmin)
export const ownerNotFound = codedError('owner_not_found', 400, adminMessages.ownerNotFound)

const shillings = (cents: number) => Math.round(cents) / 100
const iso = (date: Date) => date.toISOString()
const DAY = 24 * 60 * 60 * 1000
const pctChange = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10

export type Actor = { id: string; name: string; email: string }

/**
 * A page of a list read newest first: `limit` rows (the old unpaged cap without one), one more asked to know
 * whether another page follows; `next_before` is the last row's id, or null on the last page.
 */
async function listPage<Row>(
  query: AdminListQuery,
  read: (filters: { search?: string; before?: string; limit: number }) => Promise<Row[]>,
  idOf: (row: Row) => string,
) {
  const limit = query.limit ?? ADMIN_LIST_UNPAGED_ROWS
  const rows = await read({ search: query.search, before: query.before, limit: limit + 1 })
  return keysetPage(rows, limit, idOf)
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_name: row.actorName,
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: iso(row.createdAt),
  }
}

type VendorListRow = Awaited<ReturnType<typeof repo.vendors>>[number]
function toAdminVendor({
  vendor,
  ownerId,
  ownerName,
  ownerEmail,
  productsCount,
}: VendorListRow): AdminVendor {
  return {
    ...toVendorSummary(vendor),
    user_id: vendor.userId,
    social_media: vendor.socialMedia ?? {},
    products_count: Number(productsCount ?? 0),
    owner: ownerId && ownerEmail ? { id: ownerId, full_name: ownerName || null, email: ownerEmail } : null,
  }
}

type ProductListRow = Awaited<ReturnType<typeof repo.products>>[number]
export function toAdminProduct({ product, vendorName }: ProductListRow): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description || null,
    price: shillings(product.priceCents),
    price_cents: product.priceCents,
    category: product.category,
    vendor_id: product.vendorId,
    vendor_name: vendorName ?? product.brand ?? null,
    stock_quantity: product.stockQuantity,
    in_stock: product.inStock,
    image_url: product.imageUrl ?? product.images[0] ?? null,
    rating: Number(product.rating),
    reviews_count: product.totalReviews,
    created_at: iso(product.createdAt),
  }
}

/** A stored address is text, or JSON of an address object (spec: either). */
function parseAddress(text: string | null): AdminOrder['shipping_address'] {
  if (!text) return null
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as Record<string, unknown>
      const field = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null)
      return {
        street: field('street'),
        city: field('city'),
        state: field('state'),
        postal_code: field('postal_code'),
        country: field('country'),
      }
    } catch {
      return text
    }
  }
  return text
}

type OrderListRow = Awaited<ReturnType<typeof repo.orders>>[number]
function toAdminOrder({ order, email, fullName, phone }: OrderListRow): AdminOrder {
  return {
    id: order.id,
    number: order.reference,
    user_id: order.userId,
    total_amount: shillings(order.totalAmountCents),
    total_cents: order.totalAmountCents,
    discount_amount: 0,
    discount_cents: 0,
    status: order.status as AdminOrder['status'],
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    refund_due: order.refundDue,
    created_at: iso(order.createdAt),
    shipping_address: parseAddress(order.shippingAddress),
    shipping_city: order.shippingCity,
    contact_phone: order.contactPhone,
    contact_email: order.contactEmail,
    customer: email ? { id: order.userId, email, full_name: fullName || null, phone: phone ?? null } : null,
  }
}

type UserListRow = Awaited<ReturnType<typeof repo.users>>[number]
function toAdminUser(row: UserListRow, actorId: string): AdminUser {
  return {
    id: row.id,
    full_name: row.fullName || row.name || null,
    email: row.email,
    phone: row.phone,
    role: (row.role ?? 'customer') as AppRole,
    status: row.suspendedAt ? 'suspended' : 'active',
    created_at: iso(row.createdAt),
    is_self: row.id === actorId,
  }
}

/**
 * The admin panel's rules. Every write runs in one transaction with its audit entry; customers hear of their
 * orders' changes, admins of new orders, products and approvals (AdminNotices).
 */
export function createAdminService({
  db,
  notifications,
  notices,
  products,
  checkout,
  storage,
  eventFigures = async () => ({ events: 0, ticketsSold: 0 }),
  eraseUserFiles,
  disconnectUser,
}: {
  db: Db
  notifications: NotificationsService
  notices: AdminNotices
  products: ProductsService
  checkout: CheckoutService
  storage: FileStorage
  /** The events module's figures for the dashboard: published upcoming events and tickets sold. */
  eventFigures?: () => Promise<{ events: number; ticketsSold: number }>
  /** Erases a user's stored files (profile photo, application documents) before the account goes. */
  eraseUserFiles(userId: string): Promise<void>
  /** Closes the user's live sockets on every instance; never fails (a failure is logged). */
  disconnectUser(userId: string): Promise<void>
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  const audit = (
    tx: Db,
    actor: Actor,
    action: AuditAction,
    entityType: string,
    entityId: string,
    summary: string,
    before: unknown,
    after: unknown,
  ) =>
    repo.addAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      action,
      entityType,
      entityId,
      summary,
      before: before ?? null,
      after: after ?? null,
    })

  async function vendor(id: string, tx: Db = db) {
    const [row] = isUuid(id) ? await repo.vendors(tx, { id, limit: 1 }) : []
    if (!row) throw notFound()
    return toAdminVendor(row)
  }
  async function product(id: string, tx: Db = db) {
    const [row] = isUuid(id) ? await repo.products(tx, { id, limit: 1 }) : []
    if (!row) throw notFound()
    return toAdminProduct(row)
  }
  async function order(id: string, tx: Db = db) {
    const [row] = isUuid(id) ? await repo.orders(tx, { id }) : []
    if (!row) throw notFound()
    return toAdminOrder(row)
  }
  async function user(id: string, actorId: string, tx: Db = db) {
    const [row] = isUuid(id) ? await repo.users(tx, { id, limit: 1 }) : []
    if (!row) throw notFound()
    return toAdminUser(row, actorId)
  }

  return {
    // ---- dashboard
    async stats(): Promise<AdminStats> {
      const now = new Date()
      const weekAgo = new Date(now.getTime() - 7 * DAY)
      const twoWeeksAgo = new Date(now.getTime() - 14 * DAY)
      const monthAgo = new Date(now.getTime() - 30 * DAY)
      const [counts, thisWeek, lastWeek, sessions, conversion, recent, eventCounts] = await Promise.all([
        repo.counts(db),
        repo.periodFigures(db, weekAgo, now),
        repo.periodFigures(db, twoWeeksAgo, weekAgo),
        repo.activeSessions(db),
        repo.conversion(db, monthAgo),
        repo.auditPage(db, {}, 10),
        eventFigures(),
      ])
      const averageCents = counts.completedCount
        ? Math.round(counts.completedCents / counts.completedCount)
        : 0
      return {
        total_users: counts.totalUsers,
        total_orders: counts.totalOrders,
        products: counts.productCount,
        active_vendors: counts.activeVendors,
        drivers: counts.driverCount,
        properties: counts.propertyCount,
        job_postings: counts.jobCount,
        events: eventCounts.events,
        tickets_sold: eventCounts.ticketsSold,
        total_revenue: shillings(counts.completedCents),
        total_revenue_cents: counts.completedCents,
        pending_orders: counts.pendingCount,
        growth: {
          users_pct: pctChange(thisWeek.users, lastWeek.users),
          orders_pct: pctChange(thisWeek.orders, lastWeek.orders),
          revenue_pct: pctChange(thisWeek.revenueCents, lastWeek.revenueCents),
        },
        metrics: {
          growth_rate_pct: pctChange(thisWeek.orders, lastWeek.orders),
          active_sessions: sessions,
          conversion_rate_pct: conversion.visitors
            ? Math.round((conversion.buyers / conversion.visitors) * 1000) / 10
            : null,
          average_order_value: shillings(averageCents),
          average_order_value_cents: averageCents,
        },
        recent_activity: recent.map(toAuditEntry),
      }
    },

    async analytics(days: number): Promise<AdminAnalytics> {
      const from = new Date(Date.now() - (days - 1) * DAY)
      from.setUTCHours(0, 0, 0, 0)
      const [byDay, byStatus, topProducts, topVendors] = await Promise.all([
        repo.revenueByDay(db, from),
        repo.ordersByStatus(db),
        repo.topProducts(db, from, 5),
        repo.topVendors(db, from, 5),
      ])
      const known = new Map(byDay.map((row) => [row.date, row]))
      const nairobiDate = (date: Date) =>
        new Date(date.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
      const revenueByDay = Array.from({ length: days }, (_, index) => {
        const date = nairobiDate(new Date(Date.now() - (days - 1 - index) * DAY))
        const row = known.get(date)
        const cents = Number(row?.revenueCents ?? 0)
        return { date, revenue: shillings(cents), revenue_cents: cents, orders: Number(row?.orders ?? 0) }
      })
      return {
        days,
        revenue_by_day: revenueByDay,
        orders_by_status: byStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
        top_products: topProducts.map((row) => ({
          id: row.id!,
          name: row.name,
          units: Number(row.units),
          revenue: shillings(Number(row.revenueCents)),
          revenue_cents: Number(row.revenueCents),
        })),
        top_vendors: topVendors.map((row) => ({
          id: row.id,
          business_name: row.businessName,
          orders: Number(row.orders),
          revenue: shillings(Number(row.revenueCents)),
          revenue_cents: Number(row.revenueCents),
        })),
      }
    },

    // ---- vendors
    /** A page of vendors, newest first (created_at, then id). */
    async vendors(query: AdminListQuery) {
      const { page, next_before } = await listPage(
        query,
        (filters) => repo.vendors(db, filters),
        (row) => row.vendor.id,
      )
      return { vendors: page.map(toAdminVendor), next_before }
    },

    async vendorOptions() {
      const rows = await repo.vendorOptions(db)
      return {
        vendors: rows.map((row) => ({ id: row.id, business_name: row.businessName, commission_rate: 0 })),
      }
    },

    async createVendor(actor: Actor, input: CreateVendorInput) {
      const created = await transaction(async (tx) => {
        const ownerId = input.owner_email ? await repo.userIdByEmail(tx, input.owner_email) : undefined
        if (input.owner_email && !ownerId) throw ownerNotFound({ owner_email: adminMessages.ownerNotFound })
        const row = await vendorsService.create(tx, {
          userId: ownerId ?? null,
          businessName: input.business_name,
          businessDescription: input.business_description,
          businessEmail: input.business_email,
          businessPhone: input.business_phone,
          isActive: input.is_active,
          verificationStatus: 'approved',
        })
        if (ownerId) await setRoleIn(tx, ownerId, 'vendor')
        const after = await vendor(row.id, tx)
        await audit(
          tx,
          actor,
          'vendor.create',
          'vendor',
          row.id,
          `Added vendor "${row.businessName}"`,
          null,
          after,
        )
        return after
      })
      return created
    },

    async updateVendor(actor: Actor, id: string, input: UpdateVendorInput) {
      if (!isUuid(id)) throw notFound()
      const result = await transaction(async (tx) => {
        const current = await repo.vendorRow(tx, id)
        if (!current) throw notFound()
        const before = await vendor(id, tx)
        await vendorsService.update(tx, id, {
          businessName: input.business_name,
          businessDescription: input.business_description,
          businessEmail: input.business_email,
          businessPhone: input.business_phone,
          isActive: input.is_active,
          verificationStatus: input.verification_status,
        })
        const after = await vendor(id, tx)
        const statusChanged = before.verification_status !== after.verification_status
        const action: AuditAction =
          statusChanged && after.verification_status === 'approved'
            ? 'vendor.approve'
            : statusChanged && after.verification_status === 'rejected'
              ? 'vendor.reject'
              : 'vendor.update'
        const verb =
          { 'vendor.approve': 'Approved', 'vendor.reject': 'Rejected' }[action as string] ?? 'Edited'
        await audit(tx, actor, action, 'vendor', id, `${verb} vendor "${after.business_name}"`, before, after)
        return { after, approved: action === 'vendor.approve' }
      })
      if (result.approved)
        await notices.publish({ kind: 'vendor_approved', name: result.after.business_name })
      return result.after
    },

    async deleteVendor(actor: Actor, id: string) {
      if (!isUuid(id)) throw notFound()
      await transaction(async (tx) => {
        if (!(await repo.vendorRow(tx, id))) throw notFound()
        const before = await vendor(id, tx)
        await vendorsService.remove(tx, id)
        await audit(
          tx,
          actor,
          'vendor.delete',
          'vendor',
          id,
          `Deleted vendor "${before.business_name}"`,
          before,
          null,
        )
      })
      products.catalogueChanged()
    },

    // ---- products
    /** A page of products, newest first (created_at, then id). */
    async products(query: AdminListQuery) {
      const { page, next_before } = await listPage(
        query,
        (filters) => repo.products(db, filters),
        (row) => row.product.id,
      )
      return { products: page.map(toAdminProduct), next_before }
    },

    async createProduct(actor: Actor, input: CreateProductInput) {
      const created = await transaction(async (tx) => {
        if (input.vendor_id && !(await repo.vendorRow(tx, input.vendor_id)))
          throw notFound({ vendor_id: 'Vendor not found.' })
        const row = await products.create(tx, input)
        const after = await product(row.id, tx)
        await audit(
          tx,
          actor,
          'product.create',
          'product',
          row.id,
          `Added product "${row.name}"`,
          null,
          after,
        )
        return after
      })
      products.catalogueChanged()
      await notices.publish({ kind: 'product_created', name: created.name })
      return created
    },

    async updateProduct(actor: Actor, id: string, input: UpdateProductInput) {
      if (!isUuid(id)) throw notFound()
      const updated = await transaction(async (tx) => {
        if (!(await repo.productRow(tx, id))) throw notFound()
        if (input.vendor_id && !(await repo.vendorRow(tx, input.vendor_id)))
          throw notFound({ vendor_id: 'Vendor not found.' })
        const before = await product(id, tx)
        await products.update(tx, id, input)
        const after = await product(id, tx)
        await audit(
          tx,
          actor,
          'product.update',
          'product',
          id,
          `Edited product "${after.name}"`,
          before,
          after,
        )
        return after
      })
      products.catalogueChanged()
      return updated
    },

    async deleteProduct(actor: Actor, id: string) {
      if (!isUuid(id)) throw notFound()
      await transaction(async (tx) => {
        if (!(await repo.productRow(tx, id))) throw notFound()
        const before = await product(id, tx)
        await products.remove(tx, id)
        await audit(
          tx,
          actor,
          'product.delete',
          'product',
          id,
          `Deleted product "${before.name}"`,
          before,
          null,
        )
      })
      products.catalogueChanged()
    },

    /** A product picture: at most 1200 px, WebP, under DATA_DIR/uploads/products. */
    uploadProductImage: (bytes: Buffer) => storeWebpImage(storage, 'products', bytes),

    // ---- orders
    /** A page of orders, newest first (ids are time-ordered), and the summary over every order. */
    async orders(filters: { status?: string; search?: string; before?: string; limit: number }) {
      const [rows, summary] = await Promise.all([
        repo.orders(db, { ...filters, limit: filters.limit + 1 }),
        repo.orderSummary(db),
      ])
      const page = rows.slice(0, filters.limit)
      return {
        orders: page.map(toAdminOrder),
        next_before: rows.length > filters.limit ? page.at(-1)!.order.id : null,
        summary: {
          total_orders: summary.total,
          pending: summary.pending,
          completed: summary.completed,
          revenue: shillings(summary.revenueCents),
          revenue_cents: summary.revenueCents,
        },
      }
    },

    /**
     * Any status from any other (001 section 4). Cancelling gives the stock back and, when the money had
     * arrived, records that a refund is due; reopening a cancelled order takes the stock again if it is there.
     */
    async setOrderStatus(actor: Actor, id: string, status: AdminSettableOrderStatus) {
      if (!isUuid(id)) throw notFound()
      // Checkout owns the move (capacity, refund due, timeline); the audit entry joins its transaction.
      const moved = await checkout.adminSetStatus(id, status, async (tx, before, after) => {
        await audit(
          tx,
          actor,
          'order.status',
          'order',
          id,
          `Order ${after.reference}: ${before.status} to ${after.status}`,
          { status: before.status, refund_due: before.refundDue },
          { status: after.status, refund_due: after.refundDue },
        )
      })
      const result = { changed: moved.changed, after: await order(id), userId: moved.after.userId }
      if (result.changed) {
        products.catalogueChanged()
        await notifications.notify(result.userId, {
          type: status === 'cancelled' ? 'warning' : status === 'completed' ? 'success' : 'info',
          title: texts.orderStatus.titles[status] ?? texts.orderStatus.updated,
          message:
            status === 'cancelled' && result.after.refund_due
              ? texts.orderStatus.refunded(
                  result.after.number,
                  result.after.total_amount.toLocaleString('en-KE'),
                )
              : texts.orderStatus.message(result.after.number, status),
          actionUrl: `/orders/${id}`,
          sms: {
            kind: 'order_status',
            text: smsText(
              status === 'cancelled' && result.after.refund_due
                ? texts.orderStatus.refunded(
                    result.after.number,
                    result.after.total_amount.toLocaleString('en-KE'),
                  )
                : texts.orderStatus.message(result.after.number, status),
            ),
          },
        })
      }
      return result.after
    },

    // ---- users
    /** A page of accounts, newest first (created_at, then id). */
    async users(actor: Actor, query: AdminListQuery) {
      const { page, next_before } = await listPage(
        query,
        (filters) => repo.users(db, filters),
        (row) => row.id,
      )
      return { users: page.map((row) => toAdminUser(row, actor.id)), next_before }
    },

    async setRole(actor: Actor, id: string, role: AppRole) {
      if (!isUuid(id)) throw notFound()
      if (id === actor.id) throw cannotChangeSelf()
      return transaction(async (tx) => {
        if (!(await repo.lockUser(tx, id))) throw notFound()
        const before = await user(id, actor.id, tx)
        if (before.role === role) return before
        const admins = await repo.adminIds(tx, true)
        if (before.role === 'admin' && admins.filter((adminId) => adminId !== id).length === 0)
          throw lastAdmin()
        await setRoleIn(tx, id, role)
        const after = await user(id, actor.id, tx)
        await audit(
          tx,
          actor,
          'user.role',
          'user',
          id,
          `Changed ${after.email}'s role from ${before.role} to ${role}`,
          { role: before.role },
          { role },
        )
        return after
      })
    },

    async setSuspended(actor: Actor, id: string, suspended: boolean) {
      if (!isUuid(id)) throw notFound()
      if (id === actor.id) throw cannotChangeSelf()
      const updated = await transaction(async (tx) => {
        if (!(await repo.lockUser(tx, id))) throw notFound()
        const before = await user(id, actor.id, tx)
        if ((before.status === 'suspended') === suspended) return before
        if (suspended && before.role === 'admin') {
          const admins = await repo.adminIds(tx, true)
          if (admins.filter((adminId) => adminId !== id).length === 0) throw lastAdmin()
        }
        await setSuspendedIn(tx, id, suspended)
        if (suspended) await accountsService.endSessions(tx, id)
        const after = await user(id, actor.id, tx)
        await audit(
          tx,
          actor,
          suspended ? 'user.suspend' : 'user.reactivate',
          'user',
          id,
          `${suspended ? 'Suspended' : 'Reactivated'} ${after.email}`,
          { status: before.status },
          { status: after.status },
        )
        return after
      })
      if (suspended) await disconnectUser(id)
      return updated
    },

    async deleteUser(actor: Actor, id: string) {
      if (!isUuid(id)) throw notFound()
      if (id === actor.id) throw cannotChangeSelf()
      await eraseUserFiles(id)
      await transaction(async (tx) => {
        if (!(await repo.lockUser(tx, id))) throw notFound()
        const before = await user(id, actor.id, tx)
        if (before.role === 'admin') {
          const admins = await repo.adminIds(tx, true)
          if (admins.filter((adminId) => adminId !== id).length === 0) throw lastAdmin()
        }
        await accountsService.deleteUser(tx, id)
        await audit(
          tx,
          actor,
          'user.delete',
          'user',
          id,
          `Deleted the account of ${before.email}`,
          before,
          null,
        )
      })
      await disconnectUser(id)
    },

    // ---- audit
    async audit(filters: {
      action?: string
      entity_type?: string
      actor?: string
      from?: string
      to?: string
      cursor?: string
      limit: number
    }) {
      const to = filters.to ? new Date(new Date(`${filters.to}T00:00:00+03:00`).getTime() + DAY) : undefined
      const from = filters.from ? new Date(`${filters.from}T00:00:00+03:00`) : undefined
      const cursor = filters.cursor && isUuid(filters.cursor) ? filters.cursor : undefined
      const rows = await repo.auditPage(
        db,
        { action: filters.action, entityType: filters.entity_type, actor: filters.actor, from, to },
        filters.limit + 1,
        cursor,
      )
      const page = rows.slice(0, filters.limit)
      return {
        entries: page.map(toAuditEntry),
        next_cursor: rows.length > filters.limit ? (page.at(-1)?.id ?? null) : null,
      }
    },

    /** For the auth hooks: a suspended account may not hold a session (checked after the password). */
    isSuspended: (userId: string) => repo.isSuspended(db, userId),
  }
}
export type AdminService = ReturnType<typeof createAdminService>
