import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { olderThan } from '../../db/keyset'
import { parseReference } from '../../lib/references'
import { sessions, users } from '../auth/auth.table'
import { drivers } from '../drivers/drivers.table'
import { jobs } from '../jobs/jobs.table'
import { orderItems, orders } from '../orders/orders.table'
import { products } from '../products/products.table'
import { properties } from '../real-estate/real-estate.table'
import { profiles, userRoles } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'
import { auditLog } from './audit.table'

export type AuditRow = typeof auditLog.$inferSelect
export type NewAudit = typeof auditLog.$inferInsert

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const num = (value: unknown) => Number(value ?? 0)

/** One list read: a single row by id, or a page of the search newest first, after the row `before`. */
export type ListFilters = { search?: string; id?: string; before?: string; limit: number }

/** Every query takes its executor, so the service can run several in one transaction. */
export const adminRepository = {
  // ---- audit log
  async addAudit(tx: Db, entry: NewAudit) {
    await tx.insert(auditLog).values(entry)
  },

  async auditPage(
    tx: Db,
    filters: { action?: string; entityType?: string; actor?: string; from?: Date; to?: Date },
    limit: number,
    beforeId?: string,
  ) {
    const { action, entityType, actor, from, to } = filters
    return tx
      .select()
      .from(auditLog)
      .where(
        and(
          action ? eq(auditLog.action, action) : undefined,
          entityType ? eq(auditLog.entityType, entityType) : undefined,
          actor
            ? or(ilike(auditLog.actorName, contains(actor)), ilike(auditLog.actorEmail, contains(actor)))
            : undefined,
          from ? gte(auditLog.createdAt, from) : undefined,
          to ? lt(auditLog.createdAt, to) : undefined,
          beforeId ? lt(auditLog.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit)
  },

  // ---- dashboard
  async counts(tx: Db) {
    const one = async (query: Promise<{ value: number }[]>) => num((await query)[0]?.value)
    const [totalUsers, totalOrders, productCount, activeVendors, driverCount, propertyCount, jobCount] =
      await Promise.all([
        one(tx.select({ value: count() }).from(users)),
        one(tx.select({ value: count() }).from(orders)),
        one(tx.select({ value: count() }).from(products)),
        one(
          tx
            .select({ value: count() })
            .from(vendors)
            .where(and(eq(vendors.isActive, true), eq(vendors.verificationStatus, 'approved'))),
        ),
        one(tx.select({ value: count() }).from(drivers)),
        one(tx.select({ value: count() }).from(properties)),
        one(tx.select({ value: count() }).from(jobs)),
      ])
    const [money] = await tx
      .select({
        completedCents: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${orders.status} = 'completed'), 0)`,
        completedCount: sql<number>`count(*) filter (where ${orders.status} = 'completed')`,
        pendingCount: sql<number>`count(*) filter (where ${orders.status} = 'pending')`,
      })
      .from(orders)
    return {
      totalUsers,
      totalOrders,
      productCount,
      activeVendors,
      driverCount,
      propertyCount,
      jobCount,
      completedCents: num(money?.completedCents),
      completedCount: num(money?.completedCount),
      pendingCount: num(money?.pendingCount),
    }
  },

  /** New users, orders and completed revenue in [from, to). */
  async periodFigures(tx: Db, from: Date, to: Date) {
    const [userRow] = await tx
      .select({ value: count() })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
    const [orderRow] = await tx
      .select({
        orders: count(),
        revenueCents: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${orders.status} = 'completed'), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    return {
      users: num(userRow?.value),
      orders: num(orderRow?.orders),
      revenueCents: num(orderRow?.revenueCents),
    }
  },

  async activeSessions(tx: Db) {
    const [row] = await tx
      .select({ value: count() })
      .from(sessions)
      .where(gte(sessions.expiresAt, new Date()))
    return num(row?.value)
  },

  /** Signed-in users seen since `since`, and how many of them placed an order since then. */
  async conversion(tx: Db, since: Date) {
    const result = await tx.execute(sql`
      with visitors as (
        select ${profiles.id} as user_id from ${profiles} where ${profiles.lastSeenAt} >= ${since}
        union
        select ${sessions.userId} from ${sessions} where ${sessions.createdAt} >= ${since}
      )
      select
        (select count(*) from visitors)::int as visitors,
        (select count(distinct ${orders.userId}) from ${orders}
          where ${orders.createdAt} >= ${since} and ${orders.userId} in (select user_id from visitors))::int as buyers`)
    const [row] = (result as unknown as { rows: { visitors: number; buyers: number }[] }).rows
    return { visitors: num(row?.visitors), buyers: num(row?.buyers) }
  },

  async revenueByDay(tx: Db, from: Date) {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'Africa/Nairobi', 'YYYY-MM-DD')`
    return tx
      .select({
        date: day,
        revenueCents: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${orders.status} = 'completed'), 0)`,
        orders: count(),
      })
      .from(orders)
      .where(gte(orders.createdAt, from))
      .groupBy(day)
  },

  async ordersByStatus(tx: Db) {
    return tx.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status)
  },

  async topProducts(tx: Db, from: Date, limit: number) {
    return tx
      .select({
        id: orderItems.productId,
        name: sql<string>`max(${orderItems.name})`,
        units: sql<number>`sum(${orderItems.quantity})`,
        revenueCents: sql<number>`sum(${orderItems.quantity} * ${orderItems.priceAtPurchaseCents})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          gte(orders.createdAt, from),
          inArray(orders.status, ['paid', 'processing', 'completed']),
          isNotNull(orderItems.productId),
        ),
      )
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity} * ${orderItems.priceAtPurchaseCents})`))
      .limit(limit)
  },

  async topVendors(tx: Db, from: Date, limit: number) {
    return tx
      .select({
        id: vendors.id,
        businessName: vendors.businessName,
        orders: sql<number>`count(distinct ${orders.id})`,
        revenueCents: sql<number>`sum(${orderItems.quantity} * ${orderItems.priceAtPurchaseCents})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(gte(orders.createdAt, from), inArray(orders.status, ['paid', 'processing', 'completed'])))
      .groupBy(vendors.id, vendors.businessName)
      .orderBy(desc(sql`sum(${orderItems.quantity} * ${orderItems.priceAtPurchaseCents})`))
      .limit(limit)
  },

  // ---- vendors
  async vendors(tx: Db, { search, id, before, limit }: ListFilters) {
    return tx
      .select({
        vendor: vendors,
        ownerId: users.id,
        ownerName: profiles.fullName,
        ownerEmail: users.email,
        productsCount: sql<number>`(select count(*) from ${products} where ${products.vendorId} = ${vendors.id})::int`,
      })
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.userId))
      .leftJoin(profiles, eq(profiles.id, vendors.userId))
      .where(
        and(
          id ? eq(vendors.id, id) : undefined,
          olderThan(vendors, vendors.createdAt, vendors.id, before),
          search
            ? or(
                ilike(vendors.businessName, contains(search)),
                ilike(vendors.businessEmail, contains(search)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(vendors.createdAt), desc(vendors.id))
      .limit(limit)
  },

  async vendorRow(tx: Db, id: string) {
    const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update')
    return row
  },

  async vendorOptions(tx: Db) {
    return tx
      .select({ id: vendors.id, businessName: vendors.businessName })
      .from(vendors)
      .where(and(eq(vendors.isActive, true), eq(vendors.verificationStatus, 'approved')))
      .orderBy(vendors.businessName)
  },

  // ---- products
  async products(tx: Db, { search, id, before, limit }: ListFilters) {
    return tx
      .select({ product: products, vendorName: vendors.businessName })
      .from(products)
      .leftJoin(vendors, eq(vendors.id, products.vendorId))
      .where(
        and(
          id ? eq(products.id, id) : undefined,
          olderThan(products, products.createdAt, products.id, before),
          search
            ? or(ilike(products.name, contains(search)), ilike(products.category, contains(search)))
            : undefined,
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
  },

  async productRow(tx: Db, id: string) {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update')
    return row
  },

  // ---- orders
  async orders(
    tx: Db,
    filters: { status?: string; search?: string; id?: string; before?: string; limit?: number },
  ) {
    const { status, search, id, before } = filters
    const reference = search ? parseReference(search) : null
    return tx
      .select({
        order: orders,
        email: users.email,
        fullName: profiles.fullName,
        phone: profiles.phone,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.id, orders.userId))
      .where(
        and(
          id ? eq(orders.id, id) : undefined,
          before ? lt(orders.id, before) : undefined,
          status ? eq(orders.status, status) : undefined,
          search
            ? or(
                ilike(users.email, contains(search)),
                ilike(profiles.fullName, contains(search)),
                sql`${orders.id}::text ilike ${contains(search.replace(/^#/, ''))}`,
                // An order's reference as people type it: any case, with or without dashes or prefix.
                reference ? eq(orders.reference, reference) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(desc(orders.id))
      .limit(filters.limit ?? 200)
  },

  async orderSummary(tx: Db) {
    const [row] = await tx
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`,
        completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`,
        revenueCents: sum(orders.totalAmountCents),
      })
      .from(orders)
    return {
      total: num(row?.total),
      pending: num(row?.pending),
      completed: num(row?.completed),
      revenueCents: num(row?.revenueCents),
    }
  },

  // ---- users
  async users(tx: Db, { search, id, before, limit }: ListFilters) {
    return tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        phone: profiles.phone,
        suspendedAt: profiles.suspendedAt,
        role: userRoles.role,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          id ? eq(users.id, id) : undefined,
          olderThan(users, users.createdAt, users.id, before),
          search
            ? or(
                ilike(profiles.fullName, contains(search)),
                ilike(users.name, contains(search)),
                ilike(users.email, contains(search)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
  },

  async lockUser(tx: Db, id: string) {
    const [row] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, id))
      .for('update')
    return row
  },

  async userIdByEmail(tx: Db, email: string) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))
    return row?.id
  },

  /** Admin ids, locked: the last-admin rule is checked against them inside the transaction. */
  async adminIds(tx: Db, lock = false) {
    const query = tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
    return (await (lock ? query.for('update') : query)).map((row) => row.userId)
  },

  async isSuspended(tx: Db, userId: string) {
    const [row] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
    return Boolean(row?.suspendedAt)
  },
}
