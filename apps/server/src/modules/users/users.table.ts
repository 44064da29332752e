import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../auth/auth.table'

export const appRole = pgEnum('app_role', [
  'customer',
  'vendor',
  'driver',
  'admin',
  'property_owner',
  'rider',
  'service_provider',
])

/** One role per user; customer unless granted another. */
export const userRoles = pgTable('user_roles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: appRole('role').notNull().default('customer'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  /** The language server-made texts (notifications, e-mails) are written in: 'en' or 'sw'. */
  language: text('language').notNull().default('en'),
  /** Data saver (Settings): smaller pictures, no autoplaying billboard, on every device the reader signs in on. */
  dataSaver: boolean('data_saver').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** Set while an admin has suspended the account: no sign-in, no session. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
