import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import { EVENT_CARD_DESCRIPTION_LENGTH, type EventType } from '@soko/shared/events/event.constants'
import type {
  AdminEvent,
  AdminEventList,
  Attendee,
  AttendeeList,
  CheckInInput,
  CheckInResult,
  createEventBookingSchema,
  createEventSchema,
  EventCard,
  EventDetail,
  EventListQuery,
  EventPage,
  PromoterEvent,
  Ticket,
  updateEventSchema,
} from '@soko/shared/events/event.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { storeWebpImage } from '../../lib/image-store'
import type { FileStorage } from '../../lib/file-storage'
import { auditService } from '../admin/audit.service'
import type { CheckoutService } from '../checkout/checkout.service'
import type { RealtimeService } from '../realtime/realtime.service'
import {
  capacityBelowSold,
  endBeforeStart,
  eventNotFound,
  notPromoter,
  ticketAlreadyCheckedIn,
  ticketNotFound,
  ticketVoid,
  ticketWrongEvent,
} from './events.errors'
import {
  createEventListQueries,
  eventsRepository as repo,
  type EventRow,
  type NewEvent,
  type TicketRow,
} from './events.repository'
import { createResponseCache } from '../../lib/response-cache'
import { nairobiTime, nairobiToday } from './event-time'
import { normaliseTicketCode, type TicketSigner } from './ticket-signing'
import { isUuid } from '../../lib/ids'

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const cents = (price: number) => Math.round(price * 100)
/** At most this many multi-day events running at once are listed first (decision 013). */
const RUNNING_MAX = 500

function short(text: string) {
  if (text.length <= EVENT_CARD_DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, EVENT_CARD_DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EVENT_CARD_DESCRIPTION_LENGTH / 2)).trimEnd()}…`
}

export function toEventCard(row: EventRow, today: string, whole = false): EventCard {
  return {
    id: row.id,
    title: row.title,
    description: whole ? row.description : short(row.description),
    date: row.date,
    end_date: row.endDate,
    time: row.time,
    location: row.location,
    event_type: row.eventType as EventType,
    price: row.priceCents / 100,
    price_cents: row.priceCents,
    image_url: row.imageUrl,
    organizer: row.organizer,
    max_attendees: row.maxAttendees,
    current_attendees: row.currentAttendees,
    seats_left: Math.max(row.maxAttendees - row.currentAttendees, 0),
    popularity: row.popularity,
    is_ended: row.lastDate < today,
    is_sold_out: row.currentAttendees >= row.maxAttendees,
  }
}

type SalesRow = {
  event: EventRow
  ticketsSold: number
  checkedIn: number
  revenueCents: string | number
  promoterName: string | null
  promoterEmail: string | null
}

function toPromoterEvent(row: SalesRow, today: string): PromoterEvent {
  const revenue = Number(row.revenueCents ?? 0)
  return {
    ...toEventCard(row.event, today, true),
    is_active: row.event.isActive,
    tickets_sold: Number(row.ticketsSold ?? 0),
    checked_in: Number(row.checkedIn ?? 0),
    revenue: revenue / 100,
    revenue_cents: revenue,
    created_at: row.event.createdAt.toISOString(),
    updated_at: row.event.updatedAt.toISOString(),
  }
}

const toAdminEvent = (row: SalesRow, today: string): AdminEvent => ({
  ...toPromoterEvent(row, today),
  promoter: row.event.providerId
    ? {
        provider_id: row.event.providerId,
        business_name: row.promoterName ?? row.event.organizer,
        email: row.promoterEmail,
      }
    : null,
})

const toAttendee = (row: {
  ticket: TicketRow
  email: string
  phone: string
  reference: string
}): Attendee => ({
  ticket_id: row.ticket.id,
  code: row.ticket.code,
  holder_name: row.ticket.holderName,
  email: row.email,
  phone: row.phone,
  status: row.ticket.status as Attendee['status'],
  checked_in_at: iso(row.ticket.checkedInAt),
  order_id: row.ticket.orderId,
  order_reference: row.reference,
})

type Actor = { id: string; name: string; email: string }

/** Events: the public list, booking through checkout, tickets, the promoter's dashboard and the admin's moderation. */
export function createEventsService({
  db,
  checkout,
  signer,
  realtime,
  storage,
  countSeconds = 30,
}: {
  db: Db
  checkout: Pick<CheckoutService, 'place'>
  signer: TicketSigner
  realtime: Pick<RealtimeService, 'publishToUser'>
  storage: FileStorage
  /** How long a filter's match counts are kept (as the catalogue's totals, decision 012); 0 counts every time. */
  countSeconds?: number
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  const listQueries = createEventListQueries(db)
  // Counting a filter's matches scans them all (37 ms for the upcoming ones of 50,000 events) where a page
  // walks an index: each server keeps the counts per filter, part and day for a short time, and forgets them
  // at once when an event is created, edited, published or unpublished through it. Seats do not change them.
  const counts = createResponseCache<number>({ ttlMs: countSeconds * 1000, maxEntries: 5000 })
  const countOf = (query: EventListQuery, part: Parameters<typeof listQueries.count>[1], today: string) =>
    counts.get(
      JSON.stringify([query.search, query.type, query.price, query.from, query.to, part, today]),
      () => listQueries.count(query, part, today),
    )

  async function published(id: string) {
    const row = isUuid(id) ? await repo.find(db, id) : undefined
    if (!row || !row.isActive) throw eventNotFound()
    return row
  }

  async function promoterOf(userId: string) {
    const profile = await repo.promoterProfile(db, userId)
    if (!profile) throw notPromoter()
    return profile
  }

  /** The promoter's own event (another's, or none: 404). */
  async function ownEvent(userId: string, id: string) {
    const profile = await promoterOf(userId)
    const row = isUuid(id) ? await repo.find(db, id) : undefined
    if (!row || row.providerId !== profile.id) throw eventNotFound()
    return { profile, event: row }
  }

  async function promoterEvent(id: string) {
    const [row] = await repo.withSales(db, { id })
    if (!row) throw eventNotFound()
    return toPromoterEvent(row, nairobiToday())
  }

  function toTicket(ticket: TicketRow, event: EventRow): Ticket {
    return {
      id: ticket.id,
      code: ticket.code,
      qr_token: signer.sign({ t: ticket.id, c: ticket.code, e: ticket.eventId }),
      status: ticket.status as Ticket['status'],
      checked_in_at: iso(ticket.checkedInAt),
      order_id: ticket.orderId,
      holder_name: ticket.holderName,
      event: {
        id: event.id,
        title: event.title,
        date: event.date,
        end_date: event.endDate,
        time: event.time,
        location: event.location,
        image_url: event.imageUrl,
      },
      created_at: ticket.createdAt.toISOString(),
    }
  }

  /** Publishing and unpublishing by the admin, audited in the same transaction. */
  async function setPublished(actor: Actor, id: string, isActive: boolean) {
    if (!isUuid(id)) throw eventNotFound()
    await transaction(async (tx) => {
      const before = await repo.find(tx, id)
      if (!before) throw eventNotFound()
      if (before.isActive === isActive) return
      const after = (await repo.updateEvent(tx, id, { isActive }))!
      await auditService.record(tx, {
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        action: isActive ? 'event.publish' : 'event.unpublish',
        entityType: 'event',
        entityId: id,
        summary: `${isActive ? 'Published' : 'Unpublished'} event "${after.title}"`,
        before: { is_active: before.isActive },
        after: { is_active: after.isActive },
      })
    })
    counts.clear()
    const [row] = await repo.withSales(db, { id })
    return toAdminEvent(row!, nairobiToday())
  }

  return {
    // ---- public
    async list(query: EventListQuery): Promise<EventPage> {
      const today = nairobiToday()
      const offset = (query.page - 1) * query.limit
      if (query.sort !== 'upcoming') {
        const [total, rows] = await Promise.all([
          countOf(query, 'all', today),
          listQueries.page(query, 'all', today, offset, query.limit),
        ])
        return {
          events: rows.map((row) => toEventCard(row, today)),
          total,
          page: query.page,
          limit: query.limit,
        }
      }
      // Not yet ended by date ascending, then the ended ones, most recent first. Three parts, paged across as
      // one list: multi-day events already running (few: read whole through their own index, sorted here),
      // then those from today on and the ended ones, each walking the date index one way.
      const running = (await listQueries.page(query, 'running', today, 0, RUNNING_MAX)).sort((a, b) =>
        a.date !== b.date
          ? a.date < b.date
            ? -1
            : 1
          : a.time !== b.time
            ? a.time < b.time
              ? -1
              : 1
            : a.id < b.id
              ? -1
              : 1,
      )
      const parts = ['future', 'ended'] as const
      const partCounts = await Promise.all(parts.map((part) => countOf(query, part, today)))
      const rows = running.slice(offset, offset + query.limit)
      let skip = Math.max(offset - running.length, 0)
      for (const [index, part] of parts.entries()) {
        const wanted = query.limit - rows.length
        if (wanted <= 0) break
        if (skip >= partCounts[index]!) {
          skip -= partCounts[index]!
          continue
        }
        rows.push(...(await listQueries.page(query, part, today, skip, wanted)))
        skip = 0
      }
      return {
        events: rows.map((row) => toEventCard(row, today)),
        total: running.length + partCounts[0]! + partCounts[1]!,
        page: query.page,
        limit: query.limit,
      }
    },

    async detail(id: string): Promise<EventDetail> {
      const row = await published(id)
      const contact = row.providerId ? await repo.organizerContact(db, row.providerId) : undefined
      return {
        ...toEventCard(row, nairobiToday(), true),
        organizer_contact:
          contact && (contact.phone || contact.email)
            ? { phone: contact.phone, email: contact.email, website: null }
            : null,
      }
    },

    ticketKey: () => signer.publicKey(),

    // ---- customer
    /**
     * Books tickets: a pending order of `event_ticket` lines through checkout (priced by the server, seats
     * taken with the order), with the booking's name written in the same transaction. A free event's order
     * is confirmed at once and its tickets issued.
     */
    async book(
      userId: string,
      eventId: string,
      input: z.output<typeof createEventBookingSchema>,
      idempotencyKey?: string,
    ) {
      if (!isUuid(eventId)) throw eventNotFound()
      const { order } = await checkout.place(
        userId,
        {
          details: { contact_phone: input.phone, contact_email: input.email },
          lines: [{ kind: 'event_ticket', referenceId: eventId, quantity: input.tickets }],
          record: (tx, placed) =>
            repo.insertBooking(tx, {
              orderId: placed.id,
              eventId,
              userId,
              fullName: input.full_name,
              tickets: input.tickets,
              specialRequests: input.special_requests,
            }),
        },
        idempotencyKey ? { key: idempotencyKey, body: { event_id: eventId, ...input } } : undefined,
      )
      return {
        order,
        tickets_reserved: order.item_count,
        requires_payment: order.payment_status !== 'paid',
      }
    },

    async tickets(userId: string, orderId?: string): Promise<{ tickets: Ticket[] }> {
      const rows = await repo.ticketsOf(db, userId, orderId)
      return { tickets: rows.map((row) => toTicket(row.ticket, row.event)) }
    },

    /** My activity's event bookings: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      const rows = await repo.activity(db, userId, limit, before)
      return rows.map((row) => ({
        kind: 'event_booking',
        id: row.orderId,
        title: row.title,
        subtitle: `${row.tickets} ticket(s) · ${row.date} ${row.time} · ${row.location}`,
        status: row.status,
        date: row.createdAt.toISOString(),
        amount_cents: row.totalCents,
        href: `/orders/${row.orderId}`,
        ticket_count: row.tickets,
      }))
    },

    // ---- promoter
    promoterOf,

    async promoterEvents(userId: string): Promise<{ events: PromoterEvent[] }> {
      const profile = await promoterOf(userId)
      const today = nairobiToday()
      const rows = await repo.withSales(db, { providerId: profile.id })
      return { events: rows.map((row) => toPromoterEvent(row, today)) }
    },

    async createEvent(userId: string, input: z.output<typeof createEventSchema>): Promise<PromoterEvent> {
      const profile = await promoterOf(userId)
      const row = await repo.insertEvent(db, {
        providerId: profile.id,
        organizer: profile.businessName,
        title: input.title,
        description: input.description,
        eventType: input.event_type,
        date: input.date,
        endDate: input.end_date,
        time: input.time,
        location: input.location,
        priceCents: cents(input.price),
        maxAttendees: input.max_attendees,
        imageUrl: input.image_url,
        isActive: input.is_active,
      })
      counts.clear()
      return promoterEvent(row.id)
    },

    async updateEvent(
      userId: string,
      id: string,
      input: z.output<typeof updateEventSchema>,
    ): Promise<PromoterEvent> {
      const { event } = await ownEvent(userId, id)
      const changes: Partial<NewEvent> = {}
      if (input.title !== undefined) changes.title = input.title
      if (input.description !== undefined) changes.description = input.description
      if (input.event_type !== undefined) changes.eventType = input.event_type
      if (input.date !== undefined) changes.date = input.date
      if (input.end_date !== undefined) changes.endDate = input.end_date
      if (input.time !== undefined) changes.time = input.time
      if (input.location !== undefined) changes.location = input.location
      if (input.price !== undefined) changes.priceCents = cents(input.price)
      if (input.max_attendees !== undefined) changes.maxAttendees = input.max_attendees
      if (input.image_url !== undefined) changes.imageUrl = input.image_url
      if (input.is_active !== undefined) changes.isActive = input.is_active
      const date = changes.date ?? event.date
      const endDate = changes.endDate === undefined ? event.endDate : changes.endDate
      if (endDate && endDate < date) throw endBeforeStart()
      // Capacity never goes below the seats taken: the update holds only while it is still true.
      const row = await repo.updateEvent(db, id, changes)
      counts.clear()
      if (!row) throw capacityBelowSold((await repo.find(db, id))?.currentAttendees ?? event.currentAttendees)
      return promoterEvent(id)
    },

    async uploadImage(userId: string, id: string, bytes: Buffer) {
      await ownEvent(userId, id)
      const { url } = await storeWebpImage(storage, 'events', bytes)
      await repo.updateEvent(db, id, { imageUrl: url })
      return { image_url: url }
    },

    /** 403 unless an approved promoter; 404 unless the promoter's own event. */
    ownEvent: (userId: string, id: string) => ownEvent(userId, id),

    async attendees(userId: string, id: string): Promise<AttendeeList> {
      await ownEvent(userId, id)
      const [rows, counts] = await Promise.all([repo.attendees(db, id), repo.ticketCounts(db, id)])
      return { attendees: rows.map(toAttendee), checked_in: counts.checkedIn, tickets_sold: counts.sold }
    },

    /**
     * Checks a ticket in at the door, by typed code or scanned token: marked used exactly once; refusals say
     * why (already checked in at HH:MM, not for this event, void, unknown).
     */
    async checkIn(userId: string, id: string, input: CheckInInput): Promise<CheckInResult> {
      await ownEvent(userId, id)
      let ticket: TicketRow | undefined
      if (input.token) {
        const payload = signer.verify(input.token)
        if (!payload) throw ticketNotFound()
        ticket = isUuid(payload.t) ? await repo.ticketById(db, payload.t) : undefined
        if (ticket && ticket.code !== payload.c) ticket = undefined
      } else if (input.code) {
        ticket = await repo.ticketByCode(db, normaliseTicketCode(input.code))
      }
      if (!ticket) throw ticketNotFound()
      if (ticket.eventId !== id) throw ticketWrongEvent()
      const used = await repo.checkIn(db, ticket.id, id, userId)
      if (!used) {
        const now = (await repo.ticketById(db, ticket.id))!
        if (now.status === 'void') throw ticketVoid()
        throw ticketAlreadyCheckedIn(now.checkedInAt ? nairobiTime(now.checkedInAt) : '--:--')
      }
      const counts = await repo.ticketCounts(db, id)
      const [attendee] = (await repo.attendees(db, id)).filter((row) => row.ticket.id === used.id)
      await realtime
        .publishToUser(userId, {
          type: 'events.check_in',
          event_id: id,
          ticket_id: used.id,
          checked_in: counts.checkedIn,
          tickets_sold: counts.sold,
        })
        .catch(() => undefined)
      return { ticket: toAttendee(attendee!), checked_in: counts.checkedIn, tickets_sold: counts.sold }
    },

    // ---- admin
    async adminList(query: { search?: string; page: number; limit: number }): Promise<AdminEventList> {
      const today = nairobiToday()
      const [rows, total] = await Promise.all([
        repo.withSales(
          db,
          { search: query.search },
          { offset: (query.page - 1) * query.limit, limit: query.limit },
        ),
        repo.countAll(db, query.search),
      ])
      return {
        events: rows.map((row) => toAdminEvent(row, today)),
        total,
        page: query.page,
        limit: query.limit,
      }
    },

    publish: (actor: Actor, id: string) => setPublished(actor, id, true),
    unpublish: (actor: Actor, id: string) => setPublished(actor, id, false),

    /** The admin dashboard's figures: published events not yet ended, and tickets sold (not void). */
    figures: () => repo.figures(db, nairobiToday()),
  }
}
export type EventsService = ReturnType<typeof createEventsService>
