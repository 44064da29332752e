import { and, count, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  BOOKING_ACCEPTED_NOTE,
  BOOKING_DECLINED_NOTE,
  customerCancellableStatuses,
  preferredTimeStart,
  providerBookingTransitions,
  providerCategoryLabels,
  type BookingStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import type {
  createBookingSchema,
  createServiceReviewSchema,
  updateBookingStatusSchema,
  updateProviderProfileSchema,
} from '@soko/shared/providers/provider.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { users } from '../auth/auth.table'
import type { NotificationsService } from '../notifications/notifications.service'
import { isUniqueViolation } from '../../lib/db-errors'
import { profiles } from '../users/users.table'
import { withFreshReference } from '../../lib/references'
import { texts, type Localized } from '../../lib/texts'
import { shillings, toBooking, toCents, toProviderProfile, type ProfileRow } from './provider-dto'
import {
  alreadyReviewed,
  bookingDateInPast,
  bookingTransition,
  cannotBookSelf,
  isUuid,
  providerAccessRequired,
  providerUnavailable,
  rateRange,
  reviewNotAllowed,
} from './providers.errors'
import { serviceBookings as b, serviceProviderProfiles as p, serviceReviews } from './providers.table'

type CreateBooking = z.output<typeof createBookingSchema>
type UpdateBooking = z.output<typeof updateBookingStatusSchema>
type CreateReview = z.output<typeof createServiceReviewSchema>
type UpdateProfile = z.output<typeof updateProviderProfileSchema>

/** Today's date in Nairobi, YYYY-MM-DD. */
const nairobiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date())

const statusNotices: Partial<
  Record<BookingStatus, { title: Localized; message: (name: string) => Localized }>
> = texts.booking

/**
 * Service bookings from both sides: the customer books, cancels and reviews; the provider (an approved profile)
 * moves a booking through its statuses, sees figures and edits its profile. Each side touches only its own rows.
 */
export function createBookingsService({
  db,
  notifications,
}: {
  db: Db
  notifications: NotificationsService
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

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
  const bookings = (tx: Db, where: SQL, limit = 200) =>
    tx
      .select(select)
      .from(b)
      .innerJoin(p, eq(p.id, b.providerId))
      .innerJoin(users, eq(users.id, b.customerId))
      .leftJoin(profiles, eq(profiles.id, b.customerId))
      .leftJoin(serviceReviews, eq(serviceReviews.bookingId, b.id))
      .where(where)
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(limit)
      .then((rows) => rows.map(toBooking))
  async function one(tx: Db, id: string) {
    const [row] = await bookings(tx, eq(b.id, id), 1)
    if (!row) throw notFound()
    return row
  }

  /** The caller's approved profiles (optionally of one type); none means no portal. */
  async function approvedProfiles(userId: string, providerType?: ProviderCategory, tx: Db = db) {
    const rows = await tx
      .select()
      .from(p)
      .where(
        and(
          eq(p.userId, userId),
          eq(p.verificationStatus, 'approved'),
          providerType ? eq(p.providerType, providerType) : undefined,
        ),
      )
    if (!rows.length) throw providerAccessRequired()
    return rows
  }
  const ids = (rows: ProfileRow[]) => rows.map((row) => row.id)

  async function notifyCustomer(customerId: string, businessName: string, status: BookingStatus) {
    const notice = statusNotices[status]
    if (!notice) return
    await notifications.notify(customerId, {
      type: status === 'rejected' || status === 'cancelled' ? 'warning' : 'success',
      title: notice.title,
      message: notice.message(businessName),
      actionUrl: '/bookings',
    })
  }

  return {
    approvedProfiles,

    // ---- customer

    async create(customerId: string, providerId: string, input: CreateBooking) {
      if (!isUuid(providerId)) throw notFound()
      const [provider] = await db.select().from(p).where(eq(p.id, providerId))
      if (!provider || provider.verificationStatus !== 'approved' || provider.providerType === 'vendor')
        throw notFound()
      if (!provider.isActive) throw providerUnavailable()
      if (provider.userId === customerId) throw cannotBookSelf()
      if (input.preferred_date && input.preferred_date < nairobiToday()) throw bookingDateInPast()
      // A taken reference inserts nothing and is retried (lib/references.ts).
      const row = await withFreshReference(async (reference) => {
        const [inserted] = await db
          .insert(b)
          .values({
            reference,
            providerId,
            customerId,
            serviceType: provider.specialization ?? providerCategoryLabels[provider.providerType],
            serviceDescription: input.service_description ?? 'No description',
            bookingDate: input.preferred_date,
            bookingTime: preferredTimeStart[input.preferred_time],
            preferredTime: input.preferred_time,
            urgency: input.urgency,
            bookingAddress: input.address,
            contactName: input.full_name,
            contactEmail: input.email.toLowerCase(),
            contactPhone: input.phone,
          })
          .onConflictDoNothing({ target: b.reference })
          .returning({ id: b.id })
        return inserted
      })
      const booking = await one(db, row.id)
      await notifications.notify(provider.userId, {
        type: input.urgency === 'emergency' || input.urgency === 'high' ? 'warning' : 'info',
        title: 'New booking request',
        message: `${input.full_name} requested ${booking.service_type}${
          input.preferred_date ? ` on ${input.preferred_date}` : ''
        } (${input.urgency} urgency).`,
        actionUrl:
          provider.providerType === 'service_provider' ? '/services-app/bookings' : '/services-dashboard',
      })
      return booking
    },

    customerBookings: (customerId: string) => bookings(db, eq(b.customerId, customerId)),

    async cancel(customerId: string, id: string) {
      if (!isUuid(id)) throw notFound()
      const provider = await transaction(async (tx) => {
        const [row] = await tx
          .select({ status: b.status, providerId: b.providerId })
          .from(b)
          .where(and(eq(b.id, id), eq(b.customerId, customerId)))
          .for('update')
        if (!row) throw notFound()
        if (!customerCancellableStatuses.includes(row.status)) throw bookingTransition()
        await tx
          .update(b)
          .set({ status: 'cancelled', notes: 'Cancelled by customer', updatedAt: new Date() })
          .where(eq(b.id, id))
        const [owner] = await tx.select().from(p).where(eq(p.id, row.providerId))
        return owner!
      })
      const booking = await one(db, id)
      await notifications.notify(provider.userId, {
        type: 'warning',
        title: 'Booking Cancelled',
        message: `${booking.contact_name} cancelled their booking (${booking.service_type}).`,
        actionUrl: '/services-app/bookings',
      })
      return booking
    },

    async review(customerId: string, id: string, input: CreateReview) {
      if (!isUuid(id)) throw notFound()
      try {
        await transaction(async (tx) => {
          const [row] = await tx
            .select({ status: b.status, providerId: b.providerId })
            .from(b)
            .where(and(eq(b.id, id), eq(b.customerId, customerId)))
          if (!row) throw notFound()
          if (row.status !== 'completed') throw reviewNotAllowed()
          await tx.insert(serviceReviews).values({
            bookingId: id,
            providerId: row.providerId,
            customerId,
            rating: input.rating,
            comment: input.comment,
          })
          // The provider's figures follow from the reviews themselves, in the same transaction.
          await tx
            .update(p)
            .set({
              averageRating: sql`(select round(avg(rating)::numeric, 1) from service_reviews where provider_id = ${row.providerId})`,
              totalReviews: sql`(select count(*)::int from service_reviews where provider_id = ${row.providerId})`,
            })
            .where(eq(p.id, row.providerId))
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReviewed()
        throw error
      }
      return one(db, id)
    },

    // ---- provider

    async providerBookings(
      userId: string,
      filters: { status?: BookingStatus; provider_type?: ProviderCategory },
    ) {
      const mine = ids(await approvedProfiles(userId, filters.provider_type))
      return bookings(
        db,
        and(inArray(b.providerId, mine), filters.status ? eq(b.status, filters.status) : undefined)!,
      )
    },

    async updateStatus(userId: string, id: string, input: UpdateBooking) {
      const mine = ids(await approvedProfiles(userId))
      if (!isUuid(id)) throw notFound()
      const result = await transaction(async (tx) => {
        const [row] = await tx
          .select({ status: b.status, customerId: b.customerId, providerId: b.providerId })
          .from(b)
          .where(and(eq(b.id, id), inArray(b.providerId, mine)))
          .for('update')
        if (!row) throw notFound()
        if (!providerBookingTransitions[row.status].includes(input.status)) throw bookingTransition()
        const defaultNote =
          input.status === 'confirmed'
            ? BOOKING_ACCEPTED_NOTE
            : input.status === 'rejected'
              ? BOOKING_DECLINED_NOTE
              : undefined
        await tx
          .update(b)
          .set({
            status: input.status,
            updatedAt: new Date(),
            ...(input.notes ? { notes: input.notes } : defaultNote ? { notes: defaultNote } : {}),
            ...(input.total_amount !== undefined ? { totalAmountCents: toCents(input.total_amount) } : {}),
          })
          .where(eq(b.id, id))
        return row
      })
      const booking = await one(db, id)
      await notifyCustomer(result.customerId, booking.provider.business_name, input.status)
      return booking
    },

    async dashboard(userId: string, providerType?: ProviderCategory) {
      const mine = await approvedProfiles(userId, providerType)
      const where = inArray(b.providerId, ids(mine))
      const [[figures], recent] = await Promise.all([
        db
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
          .where(where),
        bookings(db, where, 5),
      ])
      const reviews = mine.reduce((total, row) => total + row.totalReviews, 0)
      const weighted = mine.reduce((total, row) => total + (row.averageRating ?? 0) * row.totalReviews, 0)
      return {
        stats: {
          active_bookings: figures?.active ?? 0,
          total_clients: figures?.clients ?? 0,
          monthly_revenue: shillings(Number(figures?.month ?? 0)),
          average_rating: reviews ? Math.round((weighted / reviews) * 10) / 10 : null,
          total_reviews: reviews,
          total_bookings: figures?.total ?? 0,
          pending_requests: figures?.pending ?? 0,
          completed_jobs: figures?.completed ?? 0,
          total_earnings: shillings(Number(figures?.earnings ?? 0)),
        },
        recent_bookings: recent,
      }
    },

    async analytics(userId: string, weeks: number) {
      const mine = ids(await approvedProfiles(userId))
      const list = sql.join(
        mine.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
      const result = (await db.execute(sql`
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
      const byStatus = await db
        .select({ status: b.status, count: count() })
        .from(b)
        .where(inArray(b.providerId, mine))
        .groupBy(b.status)
      return {
        weeks: result.rows.map((row) => ({
          week_start: row.week_start,
          bookings: Number(row.bookings),
          completed: Number(row.completed),
          revenue: shillings(Number(row.revenue)),
        })),
        by_status: byStatus,
      }
    },

    /** Every profile of the caller, any status (the portal decides what to show). */
    async ownProfiles(userId: string) {
      const rows = await db.select().from(p).where(eq(p.userId, userId)).orderBy(p.createdAt)
      return rows.map(toProviderProfile)
    },

    async updateProfile(userId: string, id: string, input: UpdateProfile) {
      // Not a provider at all: 403 like every portal call; a provider and someone else's profile: 404.
      await approvedProfiles(userId)
      if (!isUuid(id)) throw notFound()
      const [current] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), eq(p.userId, userId)))
      if (!current) throw notFound()
      if (current.verificationStatus !== 'approved') throw providerAccessRequired()
      const min = input.hourly_rate_min !== undefined ? input.hourly_rate_min : current.hourlyRateMinCents
      const max = input.hourly_rate_max !== undefined ? input.hourly_rate_max : current.hourlyRateMaxCents
      const minCents = input.hourly_rate_min !== undefined ? (min === null ? null : toCents(min)) : min
      const maxCents = input.hourly_rate_max !== undefined ? (max === null ? null : toCents(max)) : max
      if (minCents != null && maxCents != null && minCents > maxCents)
        throw rateRange({ hourly_rate_max: rateRange.message })
      const { hourly_rate_min: _min, hourly_rate_max: _max, ...rest } = input
      const [row] = await db
        .update(p)
        .set({
          ...(rest.business_name !== undefined && { businessName: rest.business_name }),
          ...(rest.business_description !== undefined && { businessDescription: rest.business_description }),
          ...(rest.location_address !== undefined && { locationAddress: rest.location_address }),
          ...(rest.latitude !== undefined && { latitude: rest.latitude }),
          ...(rest.longitude !== undefined && { longitude: rest.longitude }),
          ...(rest.phone_number !== undefined && { phoneNumber: rest.phone_number }),
          ...(rest.email !== undefined && { email: rest.email?.toLowerCase() ?? null }),
          ...(rest.service_areas !== undefined && { serviceAreas: rest.service_areas }),
          ...(rest.specialization !== undefined && { specialization: rest.specialization }),
          ...(rest.availability !== undefined && { availability: rest.availability }),
          ...(rest.profile_image_url !== undefined && { profileImageUrl: rest.profile_image_url }),
          ...(rest.banner_image_url !== undefined && { bannerImageUrl: rest.banner_image_url }),
          ...(rest.images !== undefined && { images: rest.images }),
          ...(rest.is_active !== undefined && { isActive: rest.is_active }),
          hourlyRateMinCents: minCents,
          hourlyRateMaxCents: maxCents,
          updatedAt: new Date(),
        })
        .where(eq(p.id, id))
        .returning()
      return toProviderProfile(row!)
    },
  }
}
export type BookingsService = ReturnType<typeof createBookingsService>
