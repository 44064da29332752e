import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import { DIRECTORY_PAGE_SIZE, type ProviderCategory } from '@soko/shared/providers/provider.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { serviceBookings, serviceProviderProfiles as p, serviceReviews } from './providers.table'

/**
 * Only what the directory may show: approved and active (001 section 4). Vendors sell through the shop, so
 * their profiles are not bookable services.
 */
const listed = and(eq(p.verificationStatus, 'approved'), eq(p.isActive, true), ne(p.providerType, 'vendor'))!

export type DirectoryFilters = {
  /** Lower-cased. */
  search?: string
  category?: ProviderCategory
  minRating?: number
  minRateCents?: number
  maxRateCents?: number
}
export type DirectorySort = 'relevance' | 'rating' | 'newest' | 'price_asc' | 'price_desc'

const orders: Record<DirectorySort, SQL[]> = {
  relevance: [asc(p.businessName)],
  rating: [sql`${p.averageRating} desc nulls last`, desc(p.totalReviews)],
  newest: [desc(p.createdAt)],
  price_asc: [sql`${p.hourlyRateMinCents} asc nulls last`],
  price_desc: [sql`${p.hourlyRateMaxCents} desc nulls last`],
}

/** The services directory's reads: listed profiles, one provider's page, its reviews and completed bookings. */
export const directoryRepository = {
  async page(tx: Db, filters: DirectoryFilters, sort: DirectorySort, page: number) {
    const conditions: SQL[] = [listed]
    if (filters.search) {
      const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conditions.push(
        sql`(${p.searchText} like ${like} or replace(${p.providerType}::text, '_', ' ') like ${like})`,
      )
    }
    if (filters.category) conditions.push(eq(p.providerType, filters.category))
    if (filters.minRating) conditions.push(gte(p.averageRating, filters.minRating))
    if (filters.minRateCents !== undefined) conditions.push(gte(p.hourlyRateMinCents, filters.minRateCents))
    if (filters.maxRateCents !== undefined) conditions.push(lte(p.hourlyRateMaxCents, filters.maxRateCents))
    const where = and(...conditions)
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(p)
        .where(where)
        .orderBy(...orders[sort], asc(p.id))
        .limit(DIRECTORY_PAGE_SIZE)
        .offset((page - 1) * DIRECTORY_PAGE_SIZE),
      tx.select({ n: count() }).from(p).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async listedProvider(tx: Db, id: string) {
    const [row] = await tx
      .select()
      .from(p)
      .where(and(eq(p.id, id), listed))
    return row
  },

  /** The newest reviews of a provider, with the reviewer's name. */
  reviews(tx: Db, providerId: string, limit: number) {
    return tx
      .select({
        id: serviceReviews.id,
        rating: serviceReviews.rating,
        comment: serviceReviews.comment,
        createdAt: serviceReviews.createdAt,
        name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      })
      .from(serviceReviews)
      .innerJoin(users, eq(users.id, serviceReviews.customerId))
      .leftJoin(profiles, eq(profiles.id, serviceReviews.customerId))
      .where(eq(serviceReviews.providerId, providerId))
      .orderBy(desc(serviceReviews.createdAt))
      .limit(limit)
  },

  async completedBookings(tx: Db, providerId: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(serviceBookings)
      .where(and(eq(serviceBookings.providerId, providerId), eq(serviceBookings.status, 'completed')))
    return row?.n ?? 0
  },
}
