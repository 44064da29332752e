import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import { formatMoney } from '@soko/shared/money/format-money'
import {
  driverMoves,
  MAX_OFFERS_PER_REQUEST,
  MAX_TRIP_KM,
  MIN_TRIP_KM,
  OFFER_RADIUS_KM,
  REQUEST_TIMEOUT_SECONDS,
  RIDE_LINE_KIND,
  RIDE_OFFER_CLOSED_EVENT,
  RIDE_OFFER_EVENT,
  RIDE_POSITION_EVENT,
  RIDE_STATUS_EVENT,
  riderCancellableStatuses,
  END_ELSEWHERE_KM,
  ROAD_FACTOR,
  type RideStatus,
} from '@soko/shared/rides/rides.constants'
import type {
  CreateRide,
  driverCancelSchema,
  DriverDashboard,
  driverPositionSchema,
  DriverProfile,
  myRidesQuerySchema,
  Point,
  rateRideSchema,
  Ride,
  RideOffer,
  rideSummarySchema,
  updateVehicleSchema,
} from '@soko/shared/rides/rides.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import type { CheckoutService } from '../checkout/checkout.service'
import { driversService } from '../drivers/drivers.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { RateLimitRule, RateLimitService } from '../rate-limit/rate-limit.service'
import type { RealtimeService } from '../realtime/realtime.service'
import { startOfNairobiDay, startOfNairobiWeek } from './rides.clock'
import {
  alreadyActive,
  alreadyPaid,
  alreadyRated,
  badMove,
  cannotCancel,
  driverBusy,
  driverOffline,
  noDrivers,
  notCompleted,
  notDriver,
  offerNotFound,
  offerTaken,
  RideRequestsLimited,
  rideNotFound,
  tooLong,
  tooShort,
} from './rides.errors'
import { driverNotices, riderNotices } from './rides.notices'
import { isUuid } from '../../lib/ids'
import { ridesRepository as repo, type RideRow } from './rides.repository'
import { toDriverProfile, toRide, toRideActivity, toRideOffer, toRideSummary } from './rides.views'
import { estimateRoute, fareCents, straightLineKm, type Routing } from './routing'

/** Ride requests per rider: enough to retry after a timeout, not enough to flood drivers with offers. */
export const RIDE_REQUEST_LIMIT: RateLimitRule = { window: 60, max: 10 }
/** A completed ride stays the rider's "current" one this long while it is unpaid or unrated. */
const UNSETTLED_HOURS = 24
const TRIPS_PAGE = 20
const EXPIRY_BATCH = 100

type Summary = z.infer<typeof rideSummarySchema>
type Pair = [number, number]
const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The ride lifecycle (issue 15, docs/rides-api.md): requests quoted by the server and offered to the nearest
 * matchable drivers, the accept race (one conditional UPDATE), the driver's moves, cancellations, the expiry
 * sweep, payment through checkout (a `ride` order line) or cash, rating, the driver dashboard and My activity.
 * Every move is one guarded UPDATE in a transaction with the driver's own change; the people concerned are
 * told after it commits (realtime and notify()).
 */
export function createRidesService({
  db,
  routing,
  checkout,
  realtime,
  notifications,
  rateLimit,
  now = () => new Date(),
}: {
  db: Db
  routing: Routing
  checkout: Pick<CheckoutService, 'place'>
  realtime: Pick<RealtimeService, 'publishToUser' | 'publishToUsers'>
  notifications: Pick<NotificationsService, 'notify'>
  rateLimit: Pick<RateLimitService, 'consume'>
  /** The clock of "today" and "this week" (tests move it). */
  now?: () => Date
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  // ---- reading

  /** The ride view: the path driven since the trip started. */
  async function view(id: string): Promise<Ride> {
    const row = await repo.view(db, id)
    if (!row) throw rideNotFound()
    const path: Pair[] = row.ride.startedAt
      ? (await repo.path(db, id, row.ride.startedAt)).map((point) => [point.lat, point.lng])
      : []
    return toRide(row, path)
  }

  /** The caller's driver record when approved; 403 drivers.not_driver otherwise. */
  async function driverOf(userId: string, tx: Db = db) {
    const found = await driversService.approvedByUser(tx, userId)
    if (!found) throw notDriver()
    return found
  }

  /** A ride of this driver's (404 for anyone else's, and for a malformed id). */
  async function ownTrip(driverId: string, rideId: string) {
    const ride = isUuid(rideId) ? await repo.find(db, rideId) : undefined
    if (!ride || ride.driverId !== driverId) throw rideNotFound()
    return ride
  }

  /** A ride of this rider's (404 otherwise). */
  async function ownRide(riderId: string, rideId: string) {
    const ride = isUuid(rideId) ? await repo.find(db, rideId) : undefined
    if (!ride || ride.riderId !== riderId) throw rideNotFound()
    return ride
  }

  // ---- telling people (after commit)

  async function announce(ride: RideRow, status: RideStatus, driverUserIds?: string[]) {
    const drivers = driverUserIds ?? (ride.driverId ? await repo.userIdsOfDrivers(db, [ride.driverId]) : [])
    await realtime.publishToUsers([ride.riderId, ...drivers], {
      type: RIDE_STATUS_EVENT,
      ride_id: ride.id,
      status,
    })
  }

  async function offersClosed(rideId: string, userIds: string[]) {
    if (userIds.length)
      await realtime.publishToUsers(userIds, { type: RIDE_OFFER_CLOSED_EVENT, ride_id: rideId })
  }

  const tellRider = (ride: RideRow, notice: Parameters<NotificationsService['notify']>[1]) =>
    notifications.notify(ride.riderId, { ...notice, actionUrl: `/rides/trips/${ride.id}` })

  async function tellDriver(ride: RideRow, notice: Parameters<NotificationsService['notify']>[1]) {
    if (!ride.driverId) return
    for (const userId of await repo.userIdsOfDrivers(db, [ride.driverId]))
      await notifications.notify(userId, { ...notice, actionUrl: '/driver-dashboard' })
  }

  // ---- fares

  /** The final fare: the quote, or the path driven when the trip ended away from the destination. */
  async function finalFare(ride: RideRow, end: Point) {
    const destination = { lat: ride.destinationLat, lng: ride.destinationLng }
    if (straightLineKm(end, destination) <= END_ELSEWHERE_KM) return ride.quotedFareCents
    const points: Point[] = ride.startedAt ? await repo.path(db, ride.id, ride.startedAt) : []
    if (!points.length) points.push({ lat: ride.pickupLat, lng: ride.pickupLng })
    let km = 0
    for (let i = 1; i < points.length; i++) km += straightLineKm(points[i - 1]!, points[i]!)
    km += estimateRoute(points.at(-1)!, end).distanceKm
    return fareCents(round2(km), ride.vehicleType === 'motorbike' ? 'motorbike' : 'taxi')
  }

  // ---- the driver's ride moves

  /** One guarded move of the driver's own trip; 409 rides.bad_move when it is not where the move starts. */
  async function driverMove(
    driverUserId: string,
    rideId: string,
    name: 'arrived' | 'start',
  ): Promise<{ before: RideRow; after: RideRow }> {
    const { driver } = await driverOf(driverUserId)
    const before = await ownTrip(driver.id, rideId)
    const move = driverMoves[name]
    const at = new Date()
    const after = await repo.move(
      db,
      rideId,
      [move.from],
      { status: move.to, ...(name === 'arrived' ? { arrivedAt: at } : { startedAt: at }) },
      { driverId: driver.id },
    )
    if (!after) throw badMove()
    return { before, after }
  }

  return {
    view,

    // ---- the rider

    /**
     * A ride request: quoted again on the server, stored requested with its expiry, and offered (in the same
     * transaction) to the preferred driver when matchable plus the nearest matchable drivers of the type;
     * nobody to offer it to: 409 rides.no_drivers and nothing is stored.
     */
    async create(riderId: string, input: CreateRide): Promise<Ride> {
      const limit = await rateLimit.consume(`rides:request:${riderId}`, RIDE_REQUEST_LIMIT)
      if (!limit.allowed) throw new RideRequestsLimited(limit.retryAfter ?? RIDE_REQUEST_LIMIT.window)
      if (await repo.activeOfRider(db, riderId)) throw alreadyActive()
      const route = await routing.route(input.pickup, input.destination)
      if (route.distanceKm < MIN_TRIP_KM) throw tooShort()
      if (route.distanceKm > MAX_TRIP_KM) throw tooLong()
      const type = input.vehicle_type
      const created = await transaction(async (tx) => {
        const ride = await repo.insert(tx, {
          riderId,
          vehicleType: type,
          pickupName: input.pickup.name,
          pickupLat: input.pickup.lat,
          pickupLng: input.pickup.lng,
          destinationName: input.destination.name,
          destinationLat: input.destination.lat,
          destinationLng: input.destination.lng,
          note: input.note || null,
          distanceKm: route.distanceKm,
          durationMin: route.durationMin[type],
          route: route.path,
          quotedFareCents: fareCents(route.distanceKm, type),
          expiresAt: new Date(Date.now() + REQUEST_TIMEOUT_SECONDS * 1000),
        })
        const options = { excludeUserId: riderId }
        const preferred = input.driver_id
          ? await driversService.nearestMatchable(tx, type, input.pickup, Infinity, 1, {
              ...options,
              only: input.driver_id,
            })
          : []
        const nearest = await driversService.nearestMatchable(
          tx,
          type,
          input.pickup,
          OFFER_RADIUS_KM,
          MAX_OFFERS_PER_REQUEST,
          options,
        )
        const offered = [...preferred, ...nearest.filter((d) => d.id !== preferred[0]?.id)].slice(
          0,
          Math.max(MAX_OFFERS_PER_REQUEST, preferred.length),
        )
        if (!offered.length) throw noDrivers()
        await repo.insertOffers(
          tx,
          offered.map((driver) => ({
            rideId: ride.id,
            driverId: driver.id,
            pickupDistanceKm: round2(Number(driver.distanceKm) * ROAD_FACTOR),
          })),
        )
        return { ride, offered }
      }).catch((error: unknown) => {
        // Two requests at once: the one-active-ride index lets one in.
        if (isUniqueViolation(error)) throw alreadyActive()
        throw error
      })
      const { ride, offered } = created
      const riderName = (await repo.view(db, ride.id))?.riderName ?? ''
      for (const driver of offered)
        if (driver.userId)
          await realtime.publishToUser(driver.userId, {
            type: RIDE_OFFER_EVENT,
            offer: toRideOffer(ride, round2(Number(driver.distanceKm) * ROAD_FACTOR), riderName),
          })
      return view(ride.id)
    },

    /** The rider's or the driver's ride; 404 for anyone else. */
    async get(userId: string, rideId: string): Promise<Ride> {
      const ride = isUuid(rideId) ? await repo.find(db, rideId) : undefined
      if (!ride) throw rideNotFound()
      if (ride.riderId !== userId) {
        const driver = ride.driverId ? await driversService.byUser(db, userId) : undefined
        if (!driver || driver.driver.id !== ride.driverId) throw rideNotFound()
      }
      return view(rideId)
    },

    /** The ride still going, else the latest completed one still to pay or rate (within a day). */
    async current(riderId: string): Promise<{ ride: Ride | null }> {
      const since = new Date(now().getTime() - UNSETTLED_HOURS * 3_600_000)
      const ride =
        (await repo.activeOfRider(db, riderId)) ?? (await repo.unsettledOfRider(db, riderId, since))
      return { ride: ride ? await view(ride.id) : null }
    },

    async mine(riderId: string, query: z.output<typeof myRidesQuerySchema>): Promise<{ rides: Summary[] }> {
      // `before` is a time only: the rides strictly older than it (the smallest id keeps its millisecond out).
      const before = query.before ? { date: new Date(query.before), id: MIN_UUID } : undefined
      return { rides: (await repo.ofRider(db, riderId, query.limit, before)).map(toRideSummary) }
    },

    /** Before the trip starts: cancelled, the driver freed, the open offers closed, the driver told. */
    async cancelByRider(riderId: string, rideId: string, reason?: string): Promise<Ride> {
      await ownRide(riderId, rideId)
      const result = await transaction(async (tx) => {
        const row = await repo.move(
          tx,
          rideId,
          riderCancellableStatuses,
          {
            status: 'cancelled',
            cancelledBy: 'rider',
            cancelReason: reason || null,
            cancelledAt: new Date(),
          },
          { riderId },
        )
        if (!row) return undefined
        if (row.driverId) await driversService.release(tx, row.driverId)
        return { row, closed: await repo.closeOffers(tx, rideId, 'closed') }
      })
      if (!result) throw cannotCancel()
      await announce(result.row, 'cancelled')
      await offersClosed(rideId, result.closed)
      await tellDriver(result.row, driverNotices.cancelledByRider(result.row.pickupName))
      return view(rideId)
    },

    /**
     * Pays a completed ride: `mpesa` places (once) an order of one `ride` line for the final fare, which the
     * web pays with the existing payment chooser; `cash` records cash (not after an M-Pesa payment).
     */
    async pay(
      riderId: string,
      rideId: string,
      method: 'mpesa' | 'cash',
    ): Promise<{ ride: Ride; order_id: string | null }> {
      const ride = await ownRide(riderId, rideId)
      if (ride.status !== 'completed' || ride.finalFareCents === null) throw notCompleted()
      if (ride.payment === 'paid') throw alreadyPaid()
      if (method === 'cash') {
        const row = await repo.setPayment(db, rideId, { payment: 'cash' }, ['unpaid', 'pending', 'cash'])
        if (!row) throw alreadyPaid()
        if (ride.payment !== 'cash') {
          await announce(row, 'completed')
          await tellDriver(row, driverNotices.paidCash(formatMoney(row.finalFareCents ?? 0)))
        }
        return { ride: await view(rideId), order_id: null }
      }
      if (ride.payment === 'cash') throw alreadyPaid()
      // The same order again while it can still be paid.
      if (ride.orderId) {
        const order = await repo.orderState(db, ride.orderId)
        if (order && order.status !== 'cancelled') return { ride: await view(rideId), order_id: ride.orderId }
      }
      const contact = await repo.contactOf(db, riderId)
      const { order } = await checkout.place(
        riderId,
        {
          details: { contact_phone: contact?.phone ?? '', contact_email: contact?.email ?? '' },
          lines: [{ kind: RIDE_LINE_KIND, referenceId: rideId, quantity: 1 }],
          record: async (tx, placed) => {
            // Only the first of two concurrent payments writes its order; the other rolls back.
            const row = await repo.setPayment(tx, rideId, { payment: 'pending', orderId: placed.id }, [
              'unpaid',
            ])
            if (!row) throw alreadyPaid()
          },
        },
        { key: `ride:${rideId}:${ride.orderId ?? 'first'}`, body: { ride_id: rideId } },
      )
      return { ride: await view(rideId), order_id: order.id }
    },

    /** Rates the driver of a completed ride, once; the driver's rating moves in the same transaction. */
    async rate(riderId: string, rideId: string, input: z.output<typeof rateRideSchema>): Promise<Ride> {
      const ride = await ownRide(riderId, rideId)
      if (ride.status !== 'completed') throw notCompleted()
      const row = await transaction(async (tx) => {
        const rated = await repo.move(
          tx,
          rideId,
          ['completed'],
          { rating: input.stars, ratingComment: input.comment || null, ratedAt: new Date() },
          { riderId, unrated: true },
        )
        if (rated?.driverId) await driversService.recordRating(tx, rated.driverId, input.stars)
        return rated
      })
      if (!row) throw alreadyRated()
      await tellDriver(row, driverNotices.rated(input.stars))
      return view(rideId)
    },

    /** My activity's rides: newest first, before the cursor. */
    async activity(
      riderId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      return (await repo.activity(db, riderId, limit, before)).map(toRideActivity)
    },

    // ---- the driver

    /** 403 drivers.not_driver unless an approved driver (the dashboard's guard, before a body is read). */
    driverOf: (userId: string) => driverOf(userId),

    async dashboard(driverUserId: string): Promise<DriverDashboard> {
      const { driver, position } = await driverOf(driverUserId)
      const at = now()
      const [today, week, trip] = await Promise.all([
        repo.earnings(db, driver.id, startOfNairobiDay(at)),
        repo.earnings(db, driver.id, startOfNairobiWeek(at)),
        repo.activeOfDriver(db, driver.id),
      ])
      return {
        driver: toDriverProfile(driver, position),
        earnings: {
          today: today.cents / 100,
          week: week.cents / 100,
          trips_today: today.trips,
          trips_week: week.trips,
        },
        current: trip ? await view(trip.id) : null,
      }
    },

    async updateVehicle(
      driverUserId: string,
      input: z.output<typeof updateVehicleSchema>,
    ): Promise<DriverProfile> {
      const { driver } = await driverOf(driverUserId)
      if (input.vehicle_type !== driver.vehicleType && (await repo.activeOfDriver(db, driver.id)))
        throw driverBusy()
      await driversService.setVehicle(db, driver.id, {
        vehicleType: input.vehicle_type,
        vehicleMake: input.vehicle_make,
        vehicleModel: input.vehicle_model,
        vehicleYear: input.vehicle_year,
        licensePlate: input.license_plate.replace(/^(K[A-Z]{2})\s?/, '$1 '),
      })
      const after = await driverOf(driverUserId)
      return toDriverProfile(after.driver, after.position)
    },

    /** Online (with a first position) or offline; offline is refused during a trip and declines open offers. */
    async setOnline(driverUserId: string, online: boolean, position?: Point): Promise<DriverProfile> {
      const { driver } = await driverOf(driverUserId)
      await transaction(async (tx) => {
        if (!online && (await repo.activeOfDriver(tx, driver.id))) throw driverBusy()
        if (!(await driversService.setOnline(tx, driver.id, online))) throw notDriver()
        if (position) await driversService.savePosition(tx, driver.id, position)
        if (!online) await repo.declineAllOf(tx, driver.id)
      })
      const after = await driverOf(driverUserId)
      return toDriverProfile(after.driver, after.position)
    },

    /** The latest position; during a trip also a point of its path and a live move on the rider's map. */
    async savePosition(driverUserId: string, input: z.output<typeof driverPositionSchema>): Promise<void> {
      const { driver } = await driverOf(driverUserId)
      const point = { lat: input.lat, lng: input.lng }
      const { saved, trip } = await transaction(async (tx) => {
        const row = await driversService.savePosition(tx, driver.id, point, input.heading ?? null)
        const active = await repo.activeOfDriver(tx, driver.id)
        if (active) await repo.addPathPoint(tx, active.id, point)
        return { saved: row, trip: active }
      })
      if (trip)
        await realtime.publishToUser(trip.riderId, {
          type: RIDE_POSITION_EVENT,
          ride_id: trip.id,
          lat: point.lat,
          lng: point.lng,
          at: saved.updatedAt.toISOString(),
        })
    },

    async offers(driverUserId: string): Promise<{ offers: RideOffer[] }> {
      const { driver } = await driverOf(driverUserId)
      const rows = await repo.openOffers(db, driver.id)
      return { offers: rows.map((row) => toRideOffer(row.ride, row.pickupDistanceKm, row.riderName)) }
    },

    /**
     * The accept race: one transaction of the ride's conditional UPDATE (requested, not expired, offered to
     * me) and my own available -> busy; the first wins, the others get 409 rides.offer_taken. The other
     * offers are lost and those drivers told; the rider hears the driver is on the way.
     */
    async accept(driverUserId: string, rideId: string): Promise<Ride> {
      const { driver } = await driverOf(driverUserId)
      const offer = isUuid(rideId) ? await repo.offer(db, rideId, driver.id) : undefined
      if (!offer) throw offerNotFound()
      const result = await transaction(async (tx) => {
        const row = await repo.accept(tx, rideId, driver.id)
        if (!row) return undefined
        if (!(await driversService.takeForTrip(tx, driver.id)))
          throw driver.isOnline ? driverBusy() : driverOffline()
        await repo.closeOffers(tx, rideId, 'won', driver.id)
        return { row, lost: await repo.closeOffers(tx, rideId, 'lost') }
      }).catch((error: unknown) => {
        // This driver won another request at the same instant: the one-trip-per-driver index refuses this one.
        if (isUniqueViolation(error)) throw driverBusy()
        throw error
      })
      if (!result) throw offerTaken()
      await announce(result.row, 'accepted', driver.userId ? [driver.userId] : [])
      await offersClosed(rideId, result.lost)
      await tellRider(result.row, riderNotices.accepted(driver.fullName ?? '', driver.licensePlate))
      return view(rideId)
    },

    /** Not for me: 204 (an offer made to me, in any state); 404 for a request never offered to me. */
    async decline(driverUserId: string, rideId: string): Promise<void> {
      const { driver } = await driverOf(driverUserId)
      const offer = isUuid(rideId) ? await repo.offer(db, rideId, driver.id) : undefined
      if (!offer) throw offerNotFound()
      await repo.closeOffers(db, rideId, 'declined', driver.id)
    },

    /** Arrived (accepted -> arriving) or Start trip (arriving -> in_progress). */
    async move(driverUserId: string, rideId: string, name: 'arrived' | 'start'): Promise<Ride> {
      const { after } = await driverMove(driverUserId, rideId, name)
      const status = driverMoves[name].to
      await announce(after, status)
      await tellRider(
        after,
        name === 'arrived' ? riderNotices.arriving() : riderNotices.inProgress(after.destinationName),
      )
      return view(rideId)
    },

    /**
     * Complete: the fare is final (the quote, or recomputed from the path when the trip ended elsewhere), the
     * driver available again with one more trip, in one transaction.
     */
    async complete(driverUserId: string, rideId: string, position?: Point): Promise<Ride> {
      const { driver, position: last } = await driverOf(driverUserId)
      const ride = await ownTrip(driver.id, rideId)
      if (ride.status !== driverMoves.complete.from) throw badMove()
      const end = position ?? (last ? { lat: last.lat, lng: last.lng } : undefined)
      const fare = end ? await finalFare(ride, end) : ride.quotedFareCents
      const row = await transaction(async (tx) => {
        if (position) await driversService.savePosition(tx, driver.id, position)
        const done = await repo.move(
          tx,
          rideId,
          [driverMoves.complete.from],
          { status: driverMoves.complete.to, finalFareCents: fare, completedAt: new Date() },
          { driverId: driver.id },
        )
        if (!done) return undefined
        if (position) await repo.addPathPoint(tx, rideId, position)
        await driversService.release(tx, driver.id)
        await driversService.recordCompletedTrip(tx, driver.id)
        return done
      })
      if (!row) throw badMove()
      await announce(row, 'completed')
      await tellRider(row, riderNotices.completed(formatMoney(fare)))
      return view(rideId)
    },

    /** The driver cancels before the trip starts, with a reason; the rider is told and may request again. */
    async cancelByDriver(
      driverUserId: string,
      rideId: string,
      input: z.output<typeof driverCancelSchema>,
    ): Promise<Ride> {
      const { driver } = await driverOf(driverUserId)
      await ownTrip(driver.id, rideId)
      const row = await transaction(async (tx) => {
        const cancelled = await repo.move(
          tx,
          rideId,
          ['accepted', 'arriving'],
          {
            status: 'cancelled',
            cancelledBy: 'driver',
            cancelReason: input.details ? `${input.reason}: ${input.details}` : input.reason,
            cancelledAt: new Date(),
          },
          { driverId: driver.id },
        )
        if (cancelled) await driversService.release(tx, driver.id)
        return cancelled
      })
      if (!row) throw cannotCancel()
      await announce(row, 'cancelled', driver.userId ? [driver.userId] : [])
      await tellRider(row, riderNotices.cancelledByDriver(input.reason))
      return view(rideId)
    },

    /** The driver's trips (every ride they took), newest first. */
    async trips(driverUserId: string, before?: string): Promise<{ trips: Summary[] }> {
      const { driver } = await driverOf(driverUserId)
      const rows = await repo.ofDriver(db, driver.id, TRIPS_PAGE, before ? new Date(before) : undefined)
      return { trips: rows.map(toRideSummary) }
    },

    // ---- an admin's suspension (drivers-admin.service's onSuspended, in its transaction)

    /** A suspended driver is offered nothing more: their open offers are declined. */
    async declineOffersOfSuspended(tx: Db, driverId: string): Promise<void> {
      await repo.declineAllOf(tx, driverId)
    },

    // ---- the expiry sweep

    /**
     * Requests nobody accepted in time become unmatched: their offers closed, the rider told (and may retry),
     * the offered drivers' screens drop them. Answers how many expired.
     */
    async expireDue(): Promise<number> {
      const expired = await transaction(async (tx) => {
        const rows = await repo.expireDue(tx, EXPIRY_BATCH)
        const closed: { row: RideRow; drivers: string[] }[] = []
        for (const row of rows) closed.push({ row, drivers: await repo.closeOffers(tx, row.id, 'closed') })
        return closed
      })
      for (const { row, drivers } of expired) {
        await announce(row, 'unmatched', [])
        await offersClosed(row.id, drivers)
        await tellRider(row, riderNotices.unmatched())
      }
      return expired.length
    },
  }
}
export type RidesService = ReturnType<typeof createRidesService>

/** The smallest UUID: a cursor of a time alone keeps every ride of that exact millisecond out. */
const MIN_UUID = '00000000-0000-0000-0000-000000000000'
