import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { EventListQuery } from '@soko/shared/events/event.schema'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { orderItems, orders } from '../orders/orders.table'
import { serviceProviderProfiles as profiles } from '../providers/providers.table'
import { eventBookings, events, eventTickets } from './events.table'

export type EventRow = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type TicketRow = typeof eventTickets.$inferSelect

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** `%text%` for LIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The parts of the public list: multi-day events already running, from today on, ended, or all (other sorts). */
export type ListPart = 'running' | 'future' | 'ended' | 'all'

/** Which parts a list query has; each combination is one prepared statement (decision 012). */
type ListShape = {
  part: ListPart
  sort: EventListQuery['sort']
  search: boolean
  type: boolean
  price: 'free' | 'paid' | null
  from: boolean
  to: boolean
}

const placeholder = sql.placeholder

/** The list's filters and the part's condition, with placeholders for every value. */
function listWhere(shape: ListShape) {
  const today = placeholder('today')
  const part: Record<ListPart, SQL | undefined> = {
    running: and(lt(events.date, today), sql`${events.endDate} is not null`, gte(events.lastDate, today)),
    future: gte(events.date, today),
    ended: and(lt(events.date, today), lt(events.lastDate, today)),
    all: undefined,
  }
  return and(
    // Literally `is_active` (not `= $1`), so the partial indexes apply to every plan.
    sql`${events.isActive}`,
    shape.search ? sql`${events.searchText} like ${placeholder('pattern')}` : undefined,
    shape.type ? eq(events.eventType, placeholder('type')) : undefined,
    shape.price === 'free' ? eq(events.priceCents, 0) : undefined,
    shape.price === 'paid' ? sql`${events.priceCents} > 0` : undefined,
    shape.from ? gte(events.date, placeholder('from')) : undefined,
    shape.to ? lte(events.date, placeholder('to')) : undefined,
    part[shape.part],
  )
}

/** Each sort's order, walking its index; the running part is few rows, read whole and sorted by the caller. */
function listOrder(shape: ListShape): SQL[] {
  if (shape.part === 'running') return []
  if (shape.part === 'ended') return [desc(events.date), desc(events.time), desc(events.id)]
  const byDate = [asc(events.date), asc(events.time), asc(events.id)]
  if (shape.sort === 'price_asc') return [asc(events.priceCents), ...byDate]
  if (shape.sort === 'price_desc') return [desc(events.priceCents), ...byDate]
  if (shape.sort === 'popularity') return [desc(events.popularity), ...byDate]
  return byDate
}

/** The public list's page and count queries, prepared once per shape (decision 012). */
export function createEventListQueries(db: Db) {
  const statements = new Map<string, ReturnType<typeof preparePage> | ReturnType<typeof prepareCount>>()
  function preparePage(shape: ListShape, name: string) {
    return db
      .select()
      .from(events)
      .where(listWhere(shape))
      .orderBy(...listOrder(shape))
      .offset(placeholder('offset'))
      .limit(placeholder('limit'))
      .prepare(name)
  }
  function prepareCount(shape: ListShape, name: string) {
    return db.select({ n: count() }).from(events).where(listWhere(shape)).prepare(name)
  }
  const shapeOf = (query: EventListQuery, part: ListPart): ListShape => ({
    part,
    sort: part === 'all' ? query.sort : 'upcoming',
    search: Boolean(query.search),
    type: Boolean(query.type),
    price: query.price ?? null,
    from: Boolean(query.from),
    to: Boolean(query.to),
  })
  const nameOf = (kind: string, shape: ListShape) =>
    `events_${kind}_${shape.part}_${shape.sort}_${shape.price ?? 'any'}_${[
      shape.search,
      shape.type,
      shape.from,
      shape.to,
    ]
      .map((on) => (on ? 1 : 0))
      .join('')}`
  function statement<T>(
    kind: 'page' | 'count',
    shape: ListShape,
    prepare: (shape: ListShape, name: string) => T,
  ) {
    const name = nameOf(kind, shape)
    let found = statements.get(name) as T | undefined
    if (!found) {
      found = prepare(shape, name)
      statements.set(name, found as ReturnType<typeof preparePage>)
    }
    return found
  }
  const values = (query: EventListQuery, today: string) => ({
    today,
    ...(query.search ? { pattern: contains(query.search) } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  })

  return {
    async count(query: EventListQuery, part: ListPart, today: string) {
      const [row] = await statement('count', shapeOf(query, part), prepareCount).execute(values(query, today))
      return Number(row?.n ?? 0)
    },
    page(query: EventListQuery, part: ListPart, today: string, offset: number, limit: number) {
      return statement('page', shapeOf(query, part), preparePage).execute({
        ...values(query, today),
        offset,
        limit,
      })
    },
  }
}

/** What the promoter dashboard and the admin show per event: sales and check-ins. */
const salesColumns = {
  ticketsSold: sql<number>`(select count(*)::int from ${eventTickets} t where t.event_id = ${events.id} and t.status <> 'void')`,
  checkedIn: sql<number>`(select count(*)::int from ${eventTickets} t where t.event_id = ${events.id} and t.status = 'used')`,
  revenueCents: sql<string>`(select coalesce(sum(i.price_at_purchase_cents * i.quantity), 0) from ${orderItems} i
    join ${orders} o on o.id = i.order_id
    where i.kind = 'event_ticket' and i.reference_id = ${events.id}::text
      and o.payment_status = 'paid' and o.status <> 'cancelled')`,
}

/** Every query takes its executor, so the service can run several in one transaction. */
export const eventsRepository = {
  // ---- public
  async find(tx: Db, id: string) {
    const [row] = await tx.select().from(events).where(eq(events.id, id))
    return row
  },

  async organizerContact(tx: Db, providerId: string) {
    const [row] = await tx
      .select({ phone: profiles.phoneNumber, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, providerId))
    return row
  },

  // ---- seats (capacity), in the order's transaction
  /** Takes `quantity` seats of a published event not yet ended, or nothing (undefined). */
  async takeSeats(tx: Db, id: string, quantity: number, today: string, published: boolean) {
    const [row] = await tx
      .update(events)
      .set({ currentAttendees: sql`${events.currentAttendees} + ${quantity}` })
      .where(
        and(
          eq(events.id, id),
          published ? eq(events.isActive, true) : undefined,
          gte(events.lastDate, today),
          sql`${events.currentAttendees} + ${quantity} <= ${events.maxAttendees}`,
        ),
      )
      .returning({ title: events.title, imageUrl: events.imageUrl, priceCents: events.priceCents })
    return row
  },

  async releaseSeats(tx: Db, id: string, quantity: number) {
    await tx
      .update(events)
      .set({ currentAttendees: sql`greatest(${events.currentAttendees} - ${quantity}, 0)` })
      .where(eq(events.id, id))
  },

  // ---- bookings and tickets
  async insertBooking(tx: Db, booking: typeof eventBookings.$inferInsert) {
    await tx.insert(eventBookings).values(booking)
  },

  /** Holds the order's booking row for the transaction, so two issuers of one order's tickets take turns. */
  async lockBooking(tx: Db, orderId: string) {
    await tx.execute(sql`select order_id from event_bookings where order_id = ${orderId} for update`)
  },

  async booking(tx: Db, orderId: string) {
    const [row] = await tx.select().from(eventBookings).where(eq(eventBookings.orderId, orderId))
    return row
  },

  /** Inserts the tickets not yet issued (a repeat changes nothing); answers how many were new. */
  async insertTickets(tx: Db, tickets: (typeof eventTickets.$inferInsert)[]) {
    if (!tickets.length) return 0
    const rows = await tx
      .insert(eventTickets)
      .values(tickets)
      .onConflictDoNothing()
      .returning({ id: eventTickets.id })
    return rows.length
  },

  ticketsOfOrder(tx: Db, orderId: string) {
    return tx
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.orderId, orderId))
      .orderBy(asc(eventTickets.seat))
  },

  async addPopularity(tx: Db, id: string, by: number) {
    await tx
      .update(events)
      .set({ popularity: sql`${events.popularity} + ${by}` })
      .where(eq(events.id, id))
  },

  /** The user's tickets (of one order, or all), newest first, with their event. */
  ticketsOf(tx: Db, userId: string, orderId?: string) {
    return tx
      .select({ ticket: eventTickets, event: events })
      .from(eventTickets)
      .innerJoin(events, eq(events.id, eventTickets.eventId))
      .where(and(eq(eventTickets.userId, userId), orderId ? eq(eventTickets.orderId, orderId) : undefined))
      .orderBy(desc(eventTickets.createdAt), asc(eventTickets.orderId), asc(eventTickets.seat))
  },

  async voidTickets(tx: Db, orderId: string) {
    return tx
      .update(eventTickets)
      .set({ status: 'void', voidedAt: new Date() })
      .where(and(eq(eventTickets.orderId, orderId), ne(eventTickets.status, 'void')))
      .returning({ eventId: eventTickets.eventId })
  },

  async restoreTickets(tx: Db, orderId: string) {
    await tx
      .update(eventTickets)
      .set({
        status: sql`case when ${eventTickets.checkedInAt} is null then 'valid' else 'used' end`,
        voidedAt: null,
      })
      .where(and(eq(eventTickets.orderId, orderId), eq(eventTickets.status, 'void')))
  },

  async ticketByCode(tx: Db, code: string) {
    const [row] = await tx.select().from(eventTickets).where(eq(eventTickets.code, code))
    return row
  },

  async ticketById(tx: Db, id: string) {
    const [row] = await tx.select().from(eventTickets).where(eq(eventTickets.id, id))
    return row
  },

  /** Valid → used, once: two scans of one ticket never both win. */
  async checkIn(tx: Db, ticketId: string, eventId: string, by: string) {
    const [row] = await tx
      .update(eventTickets)
      .set({ status: 'used', checkedInAt: new Date(), checkedInBy: by })
      .where(
        and(
          eq(eventTickets.id, ticketId),
          eq(eventTickets.eventId, eventId),
          eq(eventTickets.status, 'valid'),
        ),
      )
      .returning()
    return row
  },

  async ticketCounts(tx: Db, eventId: string) {
    const [row] = await tx
      .select({
        sold: sql<number>`count(*) filter (where ${eventTickets.status} <> 'void')::int`,
        checkedIn: sql<number>`count(*) filter (where ${eventTickets.status} = 'used')::int`,
      })
      .from(eventTickets)
      .where(eq(eventTickets.eventId, eventId))
    return { sold: Number(row?.sold ?? 0), checkedIn: Number(row?.checkedIn ?? 0) }
  },

  /** The attendees of one event: every ticket, with its order's contact. */
  attendees(tx: Db, eventId: string) {
    return tx
      .select({
        ticket: eventTickets,
        email: orders.contactEmail,
        phone: orders.contactPhone,
        reference: orders.reference,
      })
      .from(eventTickets)
      .innerJoin(orders, eq(orders.id, eventTickets.orderId))
      .where(eq(eventTickets.eventId, eventId))
      .orderBy(asc(eventTickets.holderName), asc(eventTickets.orderId), asc(eventTickets.seat))
  },

  // ---- promoter
  async promoterProfile(tx: Db, userId: string) {
    const [row] = await tx
      .select()
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, userId),
          eq(profiles.providerType, 'event_promoter'),
          eq(profiles.verificationStatus, 'approved'),
        ),
      )
    return row
  },

  async promoterUserOf(tx: Db, eventId: string) {
    const [row] = await tx
      .select({ userId: profiles.userId })
      .from(events)
      .innerJoin(profiles, eq(profiles.id, events.providerId))
      .where(eq(events.id, eventId))
    return row?.userId
  },

  /** Events with their sales: of one provider, one event, or (admin) a search over all. */
  withSales(
    tx: Db,
    where: { providerId?: string; id?: string; search?: string },
    page?: { offset: number; limit: number },
  ) {
    const query = tx
      .select({
        event: events,
        ...salesColumns,
        promoterName: profiles.businessName,
        promoterEmail: users.email,
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.id, events.providerId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          where.providerId ? eq(events.providerId, where.providerId) : undefined,
          where.id ? eq(events.id, where.id) : undefined,
          where.search
            ? or(
                sql`${events.searchText} like ${contains(where.search)}`,
                sql`lower(${events.organizer}) like ${contains(where.search)}`,
              )
            : undefined,
        ),
      )
      .orderBy(desc(events.date), desc(events.id))
    return page ? query.offset(page.offset).limit(page.limit) : query
  },

  async countAll(tx: Db, search?: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(events)
      .where(
        search
          ? or(
              sql`${events.searchText} like ${contains(search)}`,
              sql`lower(${events.organizer}) like ${contains(search)}`,
            )
          : undefined,
      )
    return row?.n ?? 0
  },

  async insertEvent(tx: Db, event: NewEvent) {
    const [row] = await tx.insert(events).values(event).returning()
    return row!
  },

  /** Changes an event; a new capacity only when it still holds the seats taken (undefined otherwise). */
  async updateEvent(tx: Db, id: string, changes: Partial<NewEvent>) {
    const [row] = await tx
      .update(events)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(events.id, id),
          changes.maxAttendees !== undefined ? lte(events.currentAttendees, changes.maxAttendees) : undefined,
        ),
      )
      .returning()
    return row
  },

  async lockEvent(tx: Db, id: string) {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from events where id = ${id} for update`),
    )
    return rows.length > 0
  },

  // ---- figures and My activity
  async figures(tx: Db, today: string) {
    const [row] = await tx
      .select({
        upcoming: sql<number>`count(*) filter (where ${events.isActive} and ${events.lastDate} >= ${today})::int`,
      })
      .from(events)
    const [tickets] = await tx
      .select({ n: count() })
      .from(eventTickets)
      .where(ne(eventTickets.status, 'void'))
    return { events: Number(row?.upcoming ?? 0), ticketsSold: tickets?.n ?? 0 }
  },

  /** The user's event bookings (orders), newest first, before a (created_at ms, id) cursor. */
  activity(tx: Db, userId: string, limit: number, before?: { date: Date; id: string }) {
    const created = sql`date_trunc('milliseconds', ${orders.createdAt})`
    return tx
      .select({
        orderId: orders.id,
        status: orders.status,
        totalCents: orders.totalAmountCents,
        createdAt: orders.createdAt,
        tickets: eventBookings.tickets,
        title: events.title,
        date: events.date,
        time: events.time,
        location: events.location,
      })
      .from(eventBookings)
      .innerJoin(orders, eq(orders.id, eventBookings.orderId))
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.userId, userId),
          before
            ? sql`(${created}, ${orders.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(orders.id))
      .limit(limit)
  },

  eventsByIds(tx: Db, ids: string[]) {
    return ids.length ? tx.select().from(events).where(inArray(events.id, ids)) : Promise.resolve([])
  },
}
