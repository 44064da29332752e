import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import {
  DIRECTORY_PAGE_SIZE,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
} from '@soko/shared/providers/provider.constants'
import type { directoryQuerySchema, ProviderPage } from '@soko/shared/providers/provider.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { profiles } from '../users/users.table'
import { users } from '../auth/auth.table'
import { toCents, toDirectoryProvider, toProviderProfile } from './provider-dto'
import { isUuid } from './providers.errors'
import { serviceBookings, serviceProviderProfiles as p, serviceReviews } from './providers.table'

type DirectoryQuery = z.output<typeof directoryQuerySchema>

/**
 * Only what the directory may show: approved and active (001 section 4). Vendors sell through the shop, so
 * their profiles are not bookable services.
 */
export const listed = and(
  eq(p.verificationStatus, 'approved'),
  eq(p.isActive, true),
  ne(p.providerType, 'vendor'),
)!

/** The services directory (001 section 7): search, category, rating, rate range, sort; and a provider's page. */
export function createDirectoryService({ db }: { db: Db }) {
  return {
    async list(query: DirectoryQuery) {
      const conditions: SQL[] = [listed]
      if (query.search) {
        const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        conditions.push(
          sql`(${p.searchText} like ${like} or replace(${p.providerType}::text, '_', ' ') like ${like})`,
        )
      }
      if (query.category) conditions.push(eq(p.providerType, query.category))
      if (query.min_rating > 0) conditions.push(gte(p.averageRating, query.min_rating))
      // The range narrows only when moved off its ends, so "Contact for price" providers stay in by default.
      if (query.rate_min > RATE_RANGE_MIN) conditions.push(gte(p.hourlyRateMinCents, toCents(query.rate_min)))
      if (query.rate_max < RATE_RANGE_MAX) conditions.push(lte(p.hourlyRateMaxCents, toCents(query.rate_max)))
      const order = {
        relevance: [asc(p.businessName)],
        rating: [sql`${p.averageRating} desc nulls last`, desc(p.totalReviews)],
        newest: [desc(p.createdAt)],
        price_asc: [sql`${p.hourlyRateMinCents} asc nulls last`],
        price_desc: [sql`${p.hourlyRateMaxCents} desc nulls last`],
      }[query.sort]
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(p)
          .where(where)
          .orderBy(...order, asc(p.id))
          .limit(DIRECTORY_PAGE_SIZE)
          .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
        db.select({ n: count() }).from(p).where(where),
      ])
      return {
        providers: rows.map(toDirectoryProvider),
        total: total?.n ?? 0,
        page: query.page,
        page_size: DIRECTORY_PAGE_SIZE,
      }
    },

    async page(id: string): Promise<ProviderPage> {
      if (!isUuid(id)) throw notFound()
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), listed))
      if (!row) throw notFound()
      const [reviews, [completed]] = await Promise.all([
        db
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
          .where(eq(serviceReviews.providerId, id))
          .orderBy(desc(serviceReviews.createdAt))
          .limit(20),
        db
          .select({ n: count() })
          .from(serviceBookings)
          .where(and(eq(serviceBookings.providerId, id), eq(serviceBookings.status, 'completed'))),
      ])
      const { updated_at: _updated, ...profile } = toProviderProfile(row)
      return {
        ...profile,
        completed_bookings: completed?.n ?? 0,
        reviews: reviews.map((review) => ({
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          // First name and initial only: a public page.
          reviewer_name: shortName(review.name),
          created_at: review.createdAt.toISOString(),
        })),
      }
    },
  }
}
export type DirectoryService = ReturnType<typeof createDirectoryService>

function shortName(name: string) {
  const [first, last] = name.trim().split(/\s+/)
  return last ? `${first} ${last[0]}.` : first || 'Customer'
}
