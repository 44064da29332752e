// Prints every statement the API's events list runs for one query, in order, with its values written in
// (for pgbench in bench/events.mjs): the events service's own list() on a recording connection to the bench's
// database, so the anchor runs exactly the API's SQL. npx tsx bench/events-sql.ts <database url> '<query string>'
import { eventListQuerySchema } from '@soko/shared/events/event.schema'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../apps/server/src/db/schema'
import { createEventsService } from '../apps/server/src/modules/events/events.service'

const pool = new pg.Pool({ connectionString: process.argv[2], max: 1 })
const statements: string[] = []
let prepared = false
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : value instanceof Date
        ? `'${value.toISOString()}'`
        : `'${String(value).replaceAll("'", "''")}'`
const recorder = {
  query(config: string | { text: string; values?: unknown[] }, values?: unknown[]) {
    const text = typeof config === 'string' ? config : config.text
    if (typeof config !== 'string' && 'name' in config && config.name) prepared = true
    const params = values ?? (typeof config === 'string' ? [] : (config.values ?? []))
    statements.push(text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1])))
    return pool.query(config as never, values as never)
  },
}
const db = drizzle(recorder as never, { schema })
const events = createEventsService({ db: db as never } as never)
const query = eventListQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[3])))
await events.list(query)
await pool.end()
// The first line tells bench/events.mjs how the API sent them (named statements: pgbench -M prepared).
process.stdout.write(
  `-- ${prepared ? 'prepared' : 'extended'}\n${statements.map((statement) => `${statement.replace(/\s*\n\s*/g, ' ')};`).join('\n')}\n`,
)
