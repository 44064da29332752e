import type { ActivityItem } from '@soko/shared/activity/activity.schema'
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
import type { NotificationsService } from '../notifications/notifications.service'
import { isUniqueViolation } from '../../lib/db-errors'
import { withFreshReference } from '../../lib/references'
import { smsText, texts, type Localized } from '../../lib/texts'
import { shillings, toBooking, toCents, toProviderProfile, type ProfileRow } from './provider-dto'
import {
  alreadyReviewed,
  bookingDateInPast,
  bookingTransition,
  cannotBookSelf,
  providerAccessRequired,
  providerUnavailable,
  rateRange,
  reviewNotAllowed,
} from './providers.errors'
import { isUuid } from '../../lib/ids'
import { bookingsRepository as repo } from './bookings.repository'
import { providerProfilesRepository as profiles } from './provider-profiles.repository'

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

  const bookings = async (tx: Db, where: Parameters<typeof repo.list>[1], limit?: number) =>
    (await repo.list(tx, where, limit)).map(toBooking)
  async function one(tx: Db, id: string) {
    const [row] = await bookings(tx, { id }, 1)
    if (!row) throw notFound()
    return row
  }

  /** The caller's approved profiles (optionally of one type); none means no portal. */
  async function approvedProfiles(userId: string, providerType?: ProviderCategory, tx: Db = db) {
    const rows = await profiles.approved(tx, userId, providerType)
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
      sms: { kind: 'booking_status', text: smsText(notice.message(businessName)) },
    })
  }

  return {
    approvedProfiles,

    // ---- customer

    /** My activity's service bookings, newest first. */
    async activity(
      customerId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      const rows = await repo.activity(db, customerId, limit, before)
      return rows.map(({ booking, businessName }) => ({
        kind: 'service_booking',
        id: booking.id,
        title: booking.serviceType,
        subtitle: businessName,
        status: booking.status,
        date: booking.createdAt.toISOString(),
        amount_cents: booking.totalAmountCents > 0 ? booking.totalAmountCents : null,
        href: '/bookings',
        ticket_count: null,
      }))
    },

    async create(customerId: string, providerId: string, input: CreateBooking) {
      if (!isUuid(providerId)) throw notFound()
      const provider = await profiles.find(db, providerId)
      if (!provider || provider.verificationStatus !== 'approved' || provider.providerType === 'vendor')
        throw notFound()
      if (!provider.isActive) throw providerUnavailable()
      if (provider.userId === customerId) throw cannotBookSelf()
      if (input.preferred_date && input.preferred_date < nairobiToday()) throw bookingDateInPast()
      // A taken reference inserts nothing and is retried (lib/references.ts).
      const row = await withFreshReference(async (reference) => {
        return repo.insert(db, {
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

    customerBookings: (customerId: string) => bookings(db, { customerId }),

    async cancel(customerId: string, id: string) {
      if (!isUuid(id)) throw notFound()
      const provider = await transaction(async (tx) => {
        const row = await repo.lock(tx, id, { customerId })
        if (!row) throw notFound()
        if (!customerCancellableStatuses.includes(row.status)) throw bookingTransition()
        await repo.update(tx, id, { status: 'cancelled', notes: 'Cancelled by customer' })
        return (await profiles.find(tx, row.providerId))!
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
          const row = await repo.ofCustomer(tx, id, customerId)
          if (!row) throw notFound()
          if (row.status !== 'completed') throw reviewNotAllowed()
          await repo.insertReview(tx, {
            bookingId: id,
            providerId: row.providerId,
            customerId,
            rating: input.rating,
            comment: input.comment,
          })
          // The provider's figures follow from the reviews themselves, in the same transaction.
          await profiles.refreshRating(tx, row.providerId)
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
      return bookings(db, { providerIds: mine, status: filters.status })
    },

    async updateStatus(userId: string, id: string, input: UpdateBooking) {
      const mine = ids(await approvedProfiles(userId))
      if (!isUuid(id)) throw notFound()
      const result = await transaction(async (tx) => {
        const row = await repo.lock(tx, id, { providerIds: mine })
        if (!row) throw notFound()
        if (!providerBookingTransitions[row.status].includes(input.status)) throw bookingTransition()
        const defaultNote =
          input.status === 'confirmed'
            ? BOOKING_ACCEPTED_NOTE
            : input.status === 'rejected'
              ? BOOKING_DECLINED_NOTE
              : undefined
        await repo.update(tx, id, {
          status: input.status,
          ...(input.notes ? { notes: input.notes } : defaultNote ? { notes: defaultNote } : {}),
          ...(input.total_amount !== undefined ? { totalAmountCents: toCents(input.total_amount) } : {}),
        })
        return row
      })
      const booking = await one(db, id)
      await notifyCustomer(result.customerId, booking.provider.business_name, input.status)
      return booking
    },

    async dashboard(userId: string, providerType?: ProviderCategory) {
      const mine = await approvedProfiles(userId, providerType)
      const providerIds = ids(mine)
      const [figures, recent] = await Promise.all([
        repo.figures(db, providerIds),
        bookings(db, { providerIds }, 5),
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
      const [weeksRows, byStatus] = await Promise.all([repo.weekly(db, mine, weeks), repo.byStatus(db, mine)])
      return {
        weeks: weeksRows.map((row) => ({
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
      const rows = await profiles.ofUser(db, userId)
      return rows.map(toProviderProfile)
    },

    async updateProfile(userId: string, id: string, input: UpdateProfile) {
      // Not a provider at all: 403 like every portal call; a provider and someone else's profile: 404.
      await approvedProfiles(userId)
      if (!isUuid(id)) throw notFound()
      const current = await profiles.own(db, userId, id)
      if (!current) throw notFound()
      if (current.verificationStatus !== 'approved') throw providerAccessRequired()
      const min = input.hourly_rate_min !== undefined ? input.hourly_rate_min : current.hourlyRateMinCents
      const max = input.hourly_rate_max !== undefined ? input.hourly_rate_max : current.hourlyRateMaxCents
      const minCents = input.hourly_rate_min !== undefined ? (min === null ? null : toCents(min)) : min
      const maxCents = input.hourly_rate_max !== undefined ? (max === null ? null : toCents(max)) : max
      if (minCents != null && maxCents != null && minCents > maxCents)
        throw rateRange({ hourly_rate_max: rateRange.message })
      const { hourly_rate_min: _min, hourly_rate_max: _max, ...rest } = input
      const row = await profiles.update(db, id, {
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
      })
      return toProviderProfile(row)
    },
  }
}
export type BookingsService = ReturnType<typeof createBookingsService>
