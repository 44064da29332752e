import { eventMessages } from '@soko/shared/events/event.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import type { Db } from '../../db/client'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import type { RealtimeService } from '../realtime/realtime.service'
import { eventEnded, eventNotFound, eventSoldOut, notEnoughSeats } from './events.errors'
import { eventsRepository as repo } from './events.repository'
import { nairobiToday } from './event-time'
import { newTicketCode } from './ticket-signing'
import { isUuid } from '../../lib/ids'

/** Lines merged by event and sorted by id, so concurrent orders lock rows in one order (no deadlock). */
function merged(lines: { referenceId: string; quantity: number }[]) {
  const quantities = new Map<string, number>()
  for (const line of lines)
    quantities.set(line.referenceId, (quantities.get(line.referenceId) ?? 0) + line.quantity)
  return [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
}

const paidNotice = {
  title: { en: 'Tickets confirmed', sw: 'Tiketi zimethibitishwa' },
  message: {
    en: eventMessages.paymentSuccess,
    sw: 'Malipo yamefanikiwa! Tiketi zako za tukio zimethibitishwa.',
  },
}

/** Who is reminded of which event, and for which order's tickets. */
export type EventReminder = { eventId: string; orderId: string; userId: string }

/** A day before the event starts (its date and time in Nairobi, UTC+3 all year). */
export function reminderTime(event: { date: string; time: string }) {
  const startsAt = new Date(
    `${event.date}T${/^\d{2}:\d{2}$/.test(event.time) ? event.time : '09:00'}:00+03:00`,
  )
  return Number.isNaN(startsAt.getTime()) ? undefined : new Date(startsAt.getTime() - 24 * 3_600_000)
}

/**
 * Event tickets as order lines (`event_ticket`): priced from the event, seats taken with one conditional
 * UPDATE per event (never above capacity), given back on expiry or cancellation, taken again for a late
 * payment; once paid, one ticket row per seat (decision 013).
 */
export function createEventOrderLines({
  db,
  realtime,
  reminders,
}: {
  db: Db
  realtime: Pick<RealtimeService, 'publishToUser'>
  /** The day-before reminder of a ticket holder (the durable queue, decision 014), in the ticket's transaction. */
  reminders?: {
    schedule(tx: Db, reminder: EventReminder, at: Date): Promise<void>
    cancel(tx: Db, reminder: Omit<EventReminder, 'userId'>): Promise<void>
  }
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  /** Issues the order's tickets once (a repeat issues nothing more); tells the promoter of a sale. */
  async function issue(order: { orderId: string; userId: string }, lines: StoredOrderLine[]) {
    const issued: { eventId: string; count: number }[] = []
    await transaction(async (tx) => {
      await repo.lockBooking(tx, order.orderId)
      const booking = await repo.booking(tx, order.orderId)
      const existing = await repo.ticketsOfOrder(tx, order.orderId)
      let seat = 0
      for (const [eventId, quantity] of merged(lines)) {
        const wanted = Array.from({ length: quantity }, () => ++seat)
        const missing = wanted.filter((n) => !existing.some((ticket) => ticket.seat === n))
        if (!missing.length) continue
        // A code taken already (50 random bits: practically never) inserts nothing; try again with new codes.
        let left = missing
        for (let attempt = 0; left.length && attempt < 5; attempt++) {
          await repo.insertTickets(
            tx,
            left.map((n) => ({
              eventId,
              orderId: order.orderId,
              userId: order.userId,
              seat: n,
              code: newTicketCode(),
              holderName: booking?.fullName ?? 'Guest',
            })),
          )
          const now = await repo.ticketsOfOrder(tx, order.orderId)
          left = left.filter((n) => !now.some((ticket) => ticket.seat === n))
        }
        if (left.length) throw new Error('could not issue unique ticket codes')
        await repo.addPopularity(tx, eventId, missing.length)
        issued.push({ eventId, count: missing.length })
        const event = await repo.find(tx, eventId)
        const at = event && reminderTime(event)
        if (reminders && at && at.getTime() > Date.now())
          await reminders.schedule(tx, { eventId, orderId: order.orderId, userId: order.userId }, at)
      }
    })
    for (const { eventId, count } of issued) {
      const promoter = await repo.promoterUserOf(db, eventId)
      if (!promoter) continue
      const counts = await repo.ticketCounts(db, eventId)
      await realtime.publishToUser(promoter, {
        type: 'events.sale',
        event_id: eventId,
        order_id: order.orderId,
        tickets: count,
        tickets_sold: counts.sold,
        checked_in: counts.checkedIn,
      })
    }
  }

  const kind: OrderLineKind = {
    kind: 'event_ticket',
    ships: false,
    free: true,
    paidNotice,

    async take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]> {
      const today = nairobiToday()
      const taken: StoredOrderLine[] = []
      for (const [eventId, quantity] of merged(lines)) {
        const row = isUuid(eventId) ? await repo.takeSeats(tx, eventId, quantity, today, true) : undefined
        if (!row) {
          const event = isUuid(eventId) ? await repo.find(tx, eventId) : undefined
          if (!event || !event.isActive) throw eventNotFound()
          if (event.lastDate < today) throw eventEnded()
          const left = Math.max(event.maxAttendees - event.currentAttendees, 0)
          if (left === 0) throw eventSoldOut()
          throw notEnoughSeats(left)
        }
        taken.push({
          kind: 'event_ticket',
          referenceId: eventId,
          name: row.title,
          imageUrl: row.imageUrl,
          quantity,
          priceAtPurchaseCents: row.priceCents,
        })
      }
      return taken
    },

    async release(tx, lines) {
      for (const [eventId, quantity] of merged(lines)) await repo.releaseSeats(tx, eventId, quantity)
    },

    async retake(tx, lines) {
      // Money arrived late (or an admin reopens): the seats must still be there, published or not.
      const today = nairobiToday()
      for (const [eventId, quantity] of merged(lines)) {
        if (!(await repo.takeSeats(tx, eventId, quantity, today, false))) return false
      }
      return true
    },

    describe: (line) =>
      line.priceAtPurchaseCents === 0
        ? `${line.quantity} x ${line.name} ticket(s), free`
        : `${line.quantity} x ${line.name} ticket(s) @ ${formatMoney(line.priceAtPurchaseCents)} = ${formatMoney(line.priceAtPurchaseCents * line.quantity)}`,

    fulfil: issue,

    async receipt(order, lines, language) {
      await issue(order, lines)
      const tickets = await repo.ticketsOfOrder(db, order.orderId)
      const heading =
        language === 'sw'
          ? 'Tiketi zako (onyesha msimbo mlangoni):'
          : 'Your tickets (show the code at the door):'
      return [
        '',
        heading,
        ...tickets.map((ticket) => `  ${ticket.seat}. ${ticket.code} (${ticket.holderName})`),
      ]
    },

    async cancelled(tx, order, lines) {
      await repo.voidTickets(tx, order.orderId)
      for (const [eventId] of merged(lines)) await reminders?.cancel(tx, { eventId, orderId: order.orderId })
    },

    async reopened(tx, order) {
      await repo.restoreTickets(tx, order.orderId)
    },
  }
  return { kind, issue }
}
