import {
  DIRECTORY_PAGE_SIZE,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
} from '@soko/shared/providers/provider.constants'
import type { directoryQuerySchema, ProviderPage } from '@soko/shared/providers/provider.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { directoryRepository as repo } from './directory.repository'
import { toCents, toDirectoryProvider, toProviderProfile } from './provider-dto'
import { isUuid } from '../../lib/ids'

type DirectoryQuery = z.output<typeof directoryQuerySchema>

/** The services directory (001 section 7): search, category, rating, rate range, sort; and a provider's page. */
export function createDirectoryService({ db }: { db: Db }) {
  return {
    async list(query: DirectoryQuery) {
      const { rows, total } = await repo.page(
        db,
        {
          search: query.search ? query.search.toLowerCase() : undefined,
          category: query.category,
          minRating: query.min_rating > 0 ? query.min_rating : undefined,
          // The range narrows only when moved off its ends, so "Contact for price" providers stay in by default.
          minRateCents: query.rate_min > RATE_RANGE_MIN ? toCents(query.rate_min) : undefined,
          maxRateCents: query.rate_max < RATE_RANGE_MAX ? toCents(query.rate_max) : undefined,
        },
        query.sort,
        query.page,
      )
      return {
        providers: rows.map(toDirectoryProvider),
        total,
        page: query.page,
        page_size: DIRECTORY_PAGE_SIZE,
      }
    },

    async page(id: string): Promise<ProviderPage> {
      if (!isUuid(id)) throw notFound()
      const row = await repo.listedProvider(db, id)
      if (!row) throw notFound()
      const [reviews, completed] = await Promise.all([
        repo.reviews(db, id, 20),
        repo.completedBookings(db, id),
      ])
      const { updated_at: _updated, ...profile } = toProviderProfile(row)
      return {
        ...profile,
        completed_bookings: completed,
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
