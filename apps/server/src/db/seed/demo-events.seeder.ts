import { and, eq, inArray, ne } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import { eventBookings, events, eventTickets } from '../../modules/events/events.table'
import { newTicketCode } from '../../modules/events/ticket-signing'
import { orderEvents, orderItems, orders } from '../../modules/orders/orders.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import { demoEvents } from './data/events'
import { eventPictureUrl, providerBannerUrl } from './data/pictures'
import { DEMO_PASSWORD } from './demo-users.seeder'
import type { Seeder } from './seeders'

const DAY = 24 * 60 * 60 * 1000
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000

/** The demo promoter (README's demo accounts). */
export const demoPromoter = {
  email: 'promoter@soko.demo',
  name: 'Grace Achieng',
  business: 'Tamasha Live Events',
  description: 'Concerts, festivals and workshops across Kenya, from Nairobi to the coast and the lake.',
}

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** 'YYYY-MM-DD' in Nairobi, `days` from `now`. */
const nairobiDay = (now: number, days: number) =>
  new Date(now + NAIROBI_OFFSET_MS + days * DAY).toISOString().slice(0, 10)
/** The instant an event starts (its date and time in Nairobi). */
const startOf = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`)

const chunks = <T>(list: T[], size = 400) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  )

/**
 * The events side of the demo: the demo promoter (an approved event_promoter profile) and ~50 events across
 * Kenya owned by it and by the directory's event promoters, each with the paid (or free, confirmed) bookings
 * that hold its seats: one order, one booking and one ticket per seat, as checkout and fulfilment leave them;
 * past events mostly checked in. Wanjiku (the demo customer) has a paid and a free booking.
 */
export const demoEventsSeeder: Seeder = {
  name: 'demo-events',
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoPromoter.email))
    const promoterUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: demoPromoter.email, password: DEMO_PASSWORD, name: demoPromoter.name },
        })
      ).user.id
    await usersService.setRole(promoterUserId, 'service_provider')

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const now = Date.now()
      const random = sequence(1212)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!

      // The demo promoter's approval, as the admin's approval leaves it.
      const approvedAt = new Date(now - 60 * DAY)
      const [application] = await tx
        .insert(serviceProviderApplications)
        .values({
          id: newIdAt(new Date(approvedAt.getTime() - 2 * DAY)),
          userId: promoterUserId,
          serviceType: 'event_promoter',
          businessName: demoPromoter.business,
          businessDescription: demoPromoter.description,
          businessAddress: 'Westlands, Nairobi',
          businessPhone: '+254722408811',
          experienceYears: 8,
          serviceAreas: ['Westlands', 'Kilimani', 'Karen'],
          status: 'approved',
          submittedAt: new Date(approvedAt.getTime() - 2 * DAY),
          reviewedAt: approvedAt,
          updatedAt: approvedAt,
        })
        .returning()
      const [demoProfile] = await tx
        .insert(serviceProviderProfiles)
        .values({
          id: newIdAt(approvedAt),
          userId: promoterUserId,
          applicationId: application!.id,
          providerType: 'event_promoter',
          verificationStatus: 'approved',
          businessName: demoPromoter.business,
          businessDescription: demoPromoter.description,
          locationAddress: 'Westlands, Nairobi',
          phoneNumber: '+254722408811',
          email: 'bookings@tamasha.soko.demo',
          experienceYears: 8,
          serviceAreas: ['Westlands', 'Kilimani', 'Karen'],
          bannerImageUrl: providerBannerUrl('events'),
          createdAt: approvedAt,
          updatedAt: approvedAt,
        })
        .onConflictDoNothing()
        .returning()
      if (!demoProfile) return

      // The directory's approved event promoters own the other events (the demo promoter, if there are none).
      const others = await tx
        .select({ id: serviceProviderProfiles.id, name: serviceProviderProfiles.businessName })
        .from(serviceProviderProfiles)
        .where(
          and(
            eq(serviceProviderProfiles.providerType, 'event_promoter'),
            eq(serviceProviderProfiles.verificationStatus, 'approved'),
            ne(serviceProviderProfiles.id, demoProfile.id),
          ),
        )
        .orderBy(serviceProviderProfiles.createdAt)
      const owners = others.length ? others : [{ id: demoProfile.id, name: demoProfile.businessName }]

      // Buyers: the demo's customers (reviewers and Wanjiku).
      const buyers = await tx
        .select({ id: users.id, name: users.name, email: users.email, phone: profiles.phone })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(userRoles.role, 'customer'))
        .orderBy(users.createdAt)
      const wanjiku = buyers.find((buyer) => buyer.email === 'wanjiku@soko.demo')
      if (!buyers.length) return

      const eventRows: (typeof events.$inferInsert)[] = []
      const orderRows: (typeof orders.$inferInsert)[] = []
      const itemRows: (typeof orderItems.$inferInsert)[] = []
      const timelineRows: (typeof orderEvents.$inferInsert)[] = []
      const bookingRows: (typeof eventBookings.$inferInsert)[] = []
      const ticketRows: (typeof eventTickets.$inferInsert)[] = []
      const codes = new Set<string>()
      const freshCode = () => {
        let code = newTicketCode()
        while (codes.has(code)) code = newTicketCode()
        codes.add(code)
        return code
      }

      const sell = (
        event: typeof events.$inferInsert & { id: string },
        buyer: (typeof buyers)[number],
        tickets: number,
        checkIn: (seat: number) => Date | null,
        recent: boolean,
      ) => {
        const start = startOf(event.date, event.time)
        const latest = Math.min(now - 60 * 60 * 1000, start.getTime() - 60 * 60 * 1000)
        // Most tickets sell early (1 to 3 months before); the last few bookings are of the past weeks, so the
        // admin's newest orders are not all tickets.
        const createdAt = new Date(
          recent
            ? latest - Math.floor(random() * 20 * DAY)
            : Math.min(latest, now - 32 * DAY) - Math.floor(random() * 60 * DAY),
        )
        const paidAt = new Date(createdAt.getTime() + 90_000)
        const orderId = newIdAt(createdAt)
        const price = event.priceCents ?? 0
        const receipt = `T${Array.from({ length: 9 }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')}`
        orderRows.push({
          id: orderId,
          userId: buyer.id,
          status: 'paid',
          paymentStatus: 'paid',
          paymentMethod: price > 0 ? 'mpesa' : null,
          transactionId: price > 0 ? receipt : null,
          paymentReceipt: price > 0 ? receipt : null,
          totalAmountCents: price * tickets,
          contactPhone: buyer.phone ?? `+2547${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
          contactEmail: buyer.email,
          reservedUntil: null,
          paidAt,
          createdAt,
          updatedAt: paidAt,
        })
        itemRows.push({
          orderId,
          kind: 'event_ticket',
          referenceId: event.id,
          name: event.title,
          imageUrl: event.imageUrl,
          quantity: tickets,
          priceAtPurchaseCents: price,
          createdAt,
        })
        timelineRows.push(
          { orderId, event: 'placed', note: 'Items reserved for 15 minutes', createdAt },
          {
            orderId,
            event: 'paid',
            note: price > 0 ? `Paid with M-Pesa (${receipt})` : 'Free: nothing to pay; confirmed',
            createdAt: paidAt,
          },
        )
        bookingRows.push({
          orderId,
          eventId: event.id,
          userId: buyer.id,
          fullName: buyer.name,
          tickets,
          createdAt,
        })
        for (let seat = 1; seat <= tickets; seat++) {
          const checkedInAt = checkIn(seat)
          ticketRows.push({
            id: newIdAt(paidAt),
            eventId: event.id,
            orderId,
            userId: buyer.id,
            seat,
            code: freshCode(),
            holderName: buyer.name,
            status: checkedInAt ? 'used' : 'valid',
            checkedInAt,
            checkedInBy: checkedInAt ? promoterUserId : null,
            createdAt: paidAt,
          })
        }
      }

      const perType = new Map<string, number>()
      for (const [index, demo] of demoEvents.entries()) {
        const owner =
          demo.owner === 'demo'
            ? { id: demoProfile.id, name: demoProfile.businessName }
            : owners[index % owners.length]!
        const date = nairobiDay(now, demo.day)
        const design = perType.get(demo.type) ?? 0
        perType.set(demo.type, design + 1)
        const sold = Math.min(demo.capacity, Math.round(demo.capacity * demo.sold))
        const createdAt = new Date(now - (100 + (demoEvents.length - index)) * DAY)
        const event = {
          id: newIdAt(createdAt),
          providerId: owner.id,
          organizer: owner.name,
          title: demo.title,
          description: demo.description,
          date,
          endDate: demo.days ? nairobiDay(now, demo.day + demo.days) : null,
          time: demo.time,
          location: demo.location,
          eventType: demo.type,
          priceCents: demo.price * 100,
          imageUrl: eventPictureUrl(demo.type, design),
          maxAttendees: demo.capacity,
          currentAttendees: sold,
          popularity: sold + Math.floor(random() * 40),
          isActive: true,
          createdAt,
          updatedAt: createdAt,
        }
        eventRows.push(event)
        const start = startOf(date, demo.time)
        const past = start.getTime() < now
        // Past events: most tickets checked in at the door; today's: the first arrivals, in the last hour.
        const checkIn = () => {
          if (demo.day === 0)
            return random() < 0.3 ? new Date(now - (1 + Math.floor(random() * 50)) * 60_000) : null
          return past && random() < 0.85
            ? new Date(
                Math.min(now - 60_000, start.getTime() - 30 * 60_000 + Math.floor(random() * 75) * 60_000),
              )
            : null
        }
        let left = sold
        // Wanjiku's own: two tickets to the acoustic sessions, one to the free clean-up concert.
        if (
          wanjiku &&
          (demo.title === 'Nairobi Acoustic Sessions' || demo.title === 'Community Clean-up Concert')
        ) {
          const tickets = Math.min(left, demo.price > 0 ? 2 : 1)
          if (tickets > 0) sell(event, wanjiku, tickets, checkIn, true)
          left -= tickets
        }
        // Bigger events sell in bigger groups, so the demo stays a few thousand rows.
        const largest = demo.capacity >= 500 ? 10 : demo.capacity >= 150 ? 6 : 4
        const sizes: number[] = []
        while (left > 0) {
          sizes.push(Math.min(left, 1 + Math.floor(random() * largest)))
          left -= sizes.at(-1)!
        }
        const others = buyers.filter((buyer) => buyer.email !== 'wanjiku@soko.demo')
        // The last two bookings of each event are of the past weeks.
        for (const [n, tickets] of sizes.entries())
          sell(event, pick(others), tickets, checkIn, n >= sizes.length - 2)
      }

      for (const part of chunks(eventRows)) await tx.insert(events).values(part)
      for (const part of chunks(orderRows)) await tx.insert(orders).values(part)
      for (const part of chunks(itemRows)) await tx.insert(orderItems).values(part)
      for (const part of chunks(timelineRows)) await tx.insert(orderEvents).values(part)
      for (const part of chunks(bookingRows)) await tx.insert(eventBookings).values(part)
      for (const part of chunks(ticketRows)) await tx.insert(eventTickets).values(part)
      // Sanity: every seat held is a ticket (the demo keeps seats and tickets in step, as checkout does).
      const ids = eventRows.map((event) => event.id!)
      const held = await tx.select({ id: events.id }).from(events).where(inArray(events.id, ids))
      if (held.length !== ids.length) throw new Error('demo events were not all written')
    })
  },
}
