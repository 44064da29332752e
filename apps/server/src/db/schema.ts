// The one barrel: every module's tables, for Drizzle's relational queries and drizzle-kit.
export * from './meta.table'
export * from '../modules/auth/auth.table'
export * from '../modules/users/users.table'
export * from '../modules/notifications/notifications.table'
export * from '../modules/rate-limit/rate-limit.table'
export * from '../modules/mail/mail.table'
export * from '../modules/newsletter/newsletter.table'
