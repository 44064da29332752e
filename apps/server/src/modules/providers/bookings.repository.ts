import { and, count, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { BookingStatus } from '@soko/shared/providers/provider.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { serviceBookings as b, serviceProviderProfiles as p, serviceReviews } from './providers.table'

type NewBooking = typeof b.$inferInsert

const select = {
  booking: b,
  customerName: sql<string | null>`nullif(${profiles.fullName}, '')`,
  customerEmail: users.email,
  customerPhone: profiles.phone,
  provider: {
    id: p.id,
    businessName: p.businessName,
    providerType: p.providerType,
    phoneNumber: p.phoneNumber,
    profileImageUrl: p.profileImageUrl,
  },
  reviewRating: serviceReviews.rating,
  reviewComment: serviceReviews.comment,
}

/** Bookings and their reviews; every query takes its executor. */
export const bookingsRepository = {
  /** Bookings with their customer, provider and review, newest first. */
  list(
    tx: Db,
    where: { id?: string; customerId?: string; providerIds?: string[]; status?: BookingStatus },
    limit = 200,
  ) {
    return tx
      .select(select)
      .from(b)
      .innerJoin(p, eq(p.id, b.providerId))
      .innerJoin(users, eq(users.id, b.customerId))
      .leftJoin(profiles, eq(profiles.id, b.customerId))
      .leftJoin(serviceReviews, eq(serviceReviews.bookingId, b.id))
      .where(bookingsWhere(where))
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(limit)
  },

  /** My activity's service bookings: newest first by creation (to the millisecond) then id, before `before`. */
  activity(tx: Db, customerId: string, limit: number, before?: { date: Date; id: string }) {
    const created = sql`date_trunc('milliseconds', ${b.createdAt})`
    return tx
      .select({ booking: b, businessName: p.businessName })
      .from(b)
      .innerJoin(p, eq(p.id, b.providerId))
      .where(
        and(
          eq(b.customerId, customerId),
          before
            ? sql`(${created}, ${b.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(b.id))
      .limit(limit)
  },

  async insert(tx: Db, values: NewBooking) {
    const [row] = await tx
      .insert(b)
      .values(values)
      .onConflictDoNothing({ target: b.reference })
      .returning({ id: b.id })
    return row
  },

  /** The booking's status, customer and provider, locked when it is one of the owner's (`owner`). */
  async lock(tx: Db, id: string, owner: { customerId: string } | { providerIds: string[] }) {
    const [row] = await tx
      .select({ status: b.status, customerId: b.customerId, providerId: b.providerId })
      .from(b)
      .where(
        and(
          eq(b.id, id),
          'customerId' in owner
            ? eq(b.customerId, owner.customerId)
            : inArray(b.providerId, owner.providerIds),
        ),
      )
      .for('update')
    return row
  },

  async ofCustomer(tx: Db, id: string, customerId: string) {
    const [row] = await tx
      .select({ status: b.status, providerId: b.providerId })
      .from(b)
      .where(and(eq(b.id, id), eq(b.customerId, customerId)))
    return row
  },

  async update(tx: Db, id: string, values: Partial<NewBooking>) {
    await tx
      .update(b)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(b.id, id))
  },

  async insertReview(tx: Db, values: typeof serviceReviews.$inferInsert) {
    await tx.insert(serviceReviews).values(values)
  },

  async figures(tx: Db, providerIds: string[]) {
    const [row] = await tx
      .select({
        total: count(),
        clients: countDistinct(b.customerId),
        active: sql<number>`count(*) filter (where ${b.status} in ('pending', 'confirmed', 'in_progress'))::int`,
        pending: sql<number>`count(*) filter (where ${b.status} = 'pending')::int`,
        completed: sql<number>`count(*) filter (where ${b.status} = 'completed')::int`,
        earnings: sql<string>`coalesce(sum(${b.totalAmountCents}) filter (where ${b.status} = 'completed'), 0)`,
        month: sql<string>`coalesce(sum(${b.totalAmountCents}) filter (where ${b.status} = 'completed' and ${b.updatedAt} >= date_trunc('month', now())), 0)`,
      })
      .from(b)
      .where(inArray(b.providerId, providerIds))
    return row
  },

  /** Bookings made, completed and earned in each of the last `weeks` weeks. */
  async weekly(tx: Db, providerIds: string[], weeks: number) {
    const list = sql.join(
      providerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    const result = (await tx.execute(sql`
      with weeks as (
        select generate_series(
          date_trunc('week', now()) - (${weeks - 1} * interval '1 week'),
          date_trunc('week', now()),
          interval '1 week'
        ) as week_start
      )
      select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
        (select count(*)::int from service_bookings s
          where s.provider_id in (${list}) and s.created_at >= w.week_start and s.created_at < w.week_start + interval '1 week') as bookings,
        (select count(*)::int from service_bookings s
          where s.provider_id in (${list}) and s.status = 'completed'
            and s.updated_at >= w.week_start and s.updated_at < w.week_start + interval '1 week') as completed,
        (select coalesce(sum(total_amount_cents), 0)::text from service_bookings s
          where s.provider_id in (${list}) and s.status = 'completed'
            and s.updated_at >= w.week_start and s.updated_at < w.week_start + interval '1 week') as revenue
      from weeks w order by w.week_start`)) as unknown as {
      rows: { week_start: string; bookings: number; completed: number; revenue: string }[]
    }
    return result.rows
  },

  byStatus(tx: Db, providerIds: string[]) {
    return tx
      .select({ status: b.status, count: count() })
      .from(b)
      .where(inArray(b.providerId, providerIds))
      .groupBy(b.status)
  },
}

function bookingsWhere(where: {
  id?: string
  customerId?: string
  providerIds?: string[]
  status?: BookingStatus
}): SQL | undefined {
  return and(
    where.id ? eq(b.id, where.id) : undefined,
    where.customerId ? eq(b.customerId, where.customerId) : undefined,
    where.providerIds ? inArray(b.providerId, where.providerIds) : undefined,
    where.status ? eq(b.status, where.status) : undefined,
  )
}
