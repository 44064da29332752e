import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

/** A job posting (spec 001 section 3); the jobs module fills it. */
export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull(),
  company: text('company'),
  category: text('category'),
  jobType: text('job_type'),
  description: text('description').notNull().default(''),
  location: text('location'),
  salary: text('salary'),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
