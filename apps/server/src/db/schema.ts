// The one barrel: every module's tables, for Drizzle's relational queries and drizzle-kit.
export * from './meta.table'
export * from '../modules/newsletter/newsletter.table'
