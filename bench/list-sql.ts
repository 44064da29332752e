// Prints the SQL the API runs for one catalogue page shape, with its values written in (for pgbench and
// EXPLAIN in bench/products.mjs): the anchor runs exactly the API's statement (issue 19).
// npx tsx bench/list-sql.ts '<shape JSON>' '<values JSON>'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../apps/server/src/db/schema'
import { type PageShape, pageQuerySql } from '../apps/server/src/modules/products/products.repository'

const shape = JSON.parse(process.argv[2]!) as PageShape
const values = JSON.parse(process.argv[3]!) as Record<string, string | number | boolean>
// A pool that never connects: only the statement's text is wanted.
const db = drizzle(new pg.Pool(), { schema })
const { sql, params } = pageQuerySql(db as never, shape)
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value)
const text = sql.replace(/\$(\d+)/g, (_match, index: string) => {
  const param = params[Number(index) - 1] as { name?: string } | unknown
  const name = (param as { name?: string }).name
  if (name === undefined) return literal(param)
  if (!(name in values)) throw new Error(`No value for ${name}`)
  return literal(values[name])
})
process.stdout.write(`${text}\n`)
