import { and, count, eq, sql } from 'drizzle-orm'
import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import type { Db } from '../../db/client'
import { serviceProviderProfiles as p } from './providers.table'

type NewProfile = typeof p.$inferInsert
type ProfileFields = Omit<NewProfile, 'userId' | 'providerType'>

/** Providers' profiles: what an approval writes, what the portal reads and edits; every query takes its executor. */
export const providerProfilesRepository = {
  async find(tx: Db, id: string) {
    const [row] = await tx.select().from(p).where(eq(p.id, id))
    return row
  },

  /** The user's approved profiles, of one type or all. */
  approved(tx: Db, userId: string, providerType?: ProviderCategory) {
    return tx
      .select()
      .from(p)
      .where(
        and(
          eq(p.userId, userId),
          eq(p.verificationStatus, 'approved'),
          providerType ? eq(p.providerType, providerType) : undefined,
        ),
      )
  },

  /** Of the user's approved profiles, how many are active (the hub's "active services"). */
  async activeCount(tx: Db, userId: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.userId, userId), eq(p.verificationStatus, 'approved'), eq(p.isActive, true)))
    return row?.n ?? 0
  },

  ofUser(tx: Db, userId: string) {
    return tx.select().from(p).where(eq(p.userId, userId)).orderBy(p.createdAt)
  },

  async own(tx: Db, userId: string, id: string) {
    const [row] = await tx
      .select()
      .from(p)
      .where(and(eq(p.id, id), eq(p.userId, userId)))
    return row
  },

  /** The user's profile of this category, created or overwritten by an approval. */
  async upsert(tx: Db, userId: string, providerType: ProviderCategory, fields: ProfileFields) {
    await tx
      .insert(p)
      .values({ userId, providerType, ...fields })
      .onConflictDoUpdate({ target: [p.userId, p.providerType], set: fields })
  },

  async update(tx: Db, id: string, changes: Partial<NewProfile>) {
    const [row] = await tx
      .update(p)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(p.id, id))
      .returning()
    return row!
  },

  /** The provider's rating and review count, recomputed from its reviews in the caller's transaction. */
  async refreshRating(tx: Db, providerId: string) {
    await tx
      .update(p)
      .set({
        averageRating: sql`(select round(avg(rating)::numeric, 1) from service_reviews where provider_id = ${providerId})`,
        totalReviews: sql`(select count(*)::int from service_reviews where provider_id = ${providerId})`,
      })
      .where(eq(p.id, providerId))
  },
}
