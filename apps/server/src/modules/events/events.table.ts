import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { eventTypes, ticketStatuses } from '@soko/shared/events/event.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { orders } from '../orders/orders.table'
import { serviceProviderProfiles } from '../providers/providers.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * An event (spec 001 section 3), owned by an event promoter's provider profile. Seats are capacity like stock:
 * `current_attendees` counts the seats held by open orders (pending, paid, ...), taken and given back with
 * conditional updates, never above `max_attendees` (decision 013). Money in integer cents of KES.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    providerId: uuid('provider_id').references(() => serviceProviderProfiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'YYYY-MM-DD', Nairobi time. */
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** 'HH:MM', Nairobi time. */
    time: text('time').notNull(),
    location: text('location').notNull(),
    eventType: text('event_type').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    imageUrl: text('image_url'),
    /** The name shown as organizer: the promoter's business name when created. */
    organizer: text('organizer').notNull(),
    maxAttendees: integer('max_attendees').notNull(),
    currentAttendees: integer('current_attendees').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(false),
    /** The last day of the event: end_date, or date. "Ended" is this before today in Nairobi. */
    lastDate: date('last_date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`coalesce(end_date, date)`),
    /** Lower-cased title, location and type, for the trigram search index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(title || ' ' || location || ' ' || replace(event_type, '_', ' '))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('events_type_valid', sql`${table.eventType} in (${inList(eventTypes)})`),
    check('events_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('events_capacity_positive', sql`${table.maxAttendees} > 0`),
    check(
      'events_seats_within_capacity',
      sql`${table.currentAttendees} >= 0 and ${table.currentAttendees} <= ${table.maxAttendees}`,
    ),
    check('events_end_after_start', sql`${table.endDate} is null or ${table.endDate} >= ${table.date}`),
    // The public list, each sort walking an index of published events (decision 013): upcoming by date (the
    // ended half backwards), type, price either way, popularity; trigram search on title, location and type.
    index('events_active_date_idx')
      .on(table.date, table.time, table.id)
      .where(sql`${table.isActive}`),
    index('events_active_type_idx')
      .on(table.eventType, table.date, table.time, table.id)
      .where(sql`${table.isActive}`),
    index('events_active_price_idx')
      .on(table.priceCents, table.date, table.time, table.id)
      .where(sql`${table.isActive}`),
    index('events_active_price_desc_idx')
      .on(table.priceCents.desc().nullsFirst(), table.date, table.time, table.id)
      .where(sql`${table.isActive}`),
    index('events_active_popularity_idx')
      .on(table.popularity.desc().nullsFirst(), table.date, table.time, table.id)
      .where(sql`${table.isActive}`),
    // Multi-day events that began before today and still run (the first rows of "upcoming").
    index('events_active_running_idx')
      .on(table.lastDate)
      .where(sql`${table.isActive} and ${table.endDate} is not null`),
    index('events_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('events_provider_idx').on(table.providerId, table.date),
  ],
)

/**
 * Who booked, per order: the booking form's name and special requests (the order keeps phone and e-mail).
 * Written with the order, in its transaction.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    tickets: integer('tickets').notNull(),
    specialRequests: text('special_requests'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_bookings_event_idx').on(table.eventId),
    index('event_bookings_user_idx').on(table.userId, table.createdAt),
  ],
)

/**
 * A ticket: one row per seat of a paid (or free, confirmed) order, issued once (`order_id`, `seat` unique).
 * `code` is 10 characters of Crockford base32 from 50 random bits: unguessable, typed at the door. Checked in
 * exactly once (a conditional update from valid to used); void when its paid order is cancelled.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1..n within the order. */
    seat: integer('seat').notNull(),
    code: text('code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    status: text('status').notNull().default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Who checked it in (the promoter's user). */
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('event_tickets_status_valid', sql`${table.status} in (${inList(ticketStatuses)})`),
    check('event_tickets_used_has_time', sql`${table.status} <> 'used' or ${table.checkedInAt} is not null`),
    uniqueIndex('event_tickets_order_seat_idx').on(table.orderId, table.seat),
    index('event_tickets_event_idx').on(table.eventId, table.status),
    index('event_tickets_user_idx').on(table.userId, table.createdAt),
  ],
)
