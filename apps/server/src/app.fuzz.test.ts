import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from './test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from './test/test-app'
import { userRoles } from './modules/users/users.table'

// Issue 21 §2: no request, however hostile, answers 5xx. Every operation of the OpenAPI document is fuzzed
// (path parameters, query parameters and JSON bodies) as a guest, a signed-in customer and an admin.
// Seeded, so a failure replays; bounded so the file runs in seconds on PGlite.

// FUZZ_SEED and FUZZ_RUNS explore further by hand; the suite always sends the same requests.
const SEED = Number(process.env.FUZZ_SEED ?? 212)
const RUNS_PER_ACTOR = Number(process.env.FUZZ_RUNS ?? 40)

/**
 * Operations not fuzzed, each with its reason. None today: better-auth's endpoints (sign-out, delete-user)
 * are not in the document, and random ids never name the actors themselves. A key here must exist.
 */
const EXCLUDED: Record<string, string> = {}

/**
 * Operations known to answer 5xx to some input, in modules being rewritten (orders, checkout, payments).
 * Their fuzz is expected to fail; empty this list as they are fixed (a listed operation that no longer
 * fails makes its test fail, as a reminder).
 */
const KNOWN_5XX_FOR_LEAD = new Set<string>([])

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
  enum?: unknown[]
  items?: JsonSchema
  format?: string
  minimum?: number
  maximum?: number
}
type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type Document = { paths: Record<string, Record<string, Operation>> }

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(3)) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'abc',
      '-'.repeat(36),
      '00000000-0000-0000-0000-000000000000',
      '1e308',
      '-1',
      'NaN',
      '9'.repeat(40),
      '\uD800',
      'x'.repeat(2000),
      "'; drop table products; --",
      '../../etc/passwd',
      'Zm9v',
      // Forged catalogue cursors, base64url of ["abc",uuid,5,0], [1e308,uuid,5,0] and ["x","-"×36,5,0].
      'WyJhYmMiLCIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLDUsMF0',
      'WzFlKzMwOCwiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIiw1LDBd',
      'WyJ4IiwiLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tIiw1LDBd',
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  fc.constantFrom(1e308, -1e308, -1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, true, false, null),
  fc.integer(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
)

/** A value the schema accepts (enum member, number in range, uuid...), so hostile values elsewhere get past it. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const option = schema?.anyOf?.find((candidate) => candidate.type !== 'null') ?? schema
  if (option?.enum?.length) return fc.constantFrom(...option.enum)
  const type = Array.isArray(option?.type) ? option.type.find((t) => t !== 'null') : option?.type
  if (type === 'integer' || type === 'number') {
    // Whole numbers within the bounds, fractional ones too (a latitude from -5 to 5.5).
    const min = Math.ceil(Math.max(option?.minimum ?? 0, -1000))
    // A range wholly above the cap (a vehicle's year, 1980 to 2100) still gives a value in it.
    return fc.integer({ min, max: Math.max(min, Math.floor(Math.min(option?.maximum ?? 1000, 1000))) })
  }
  if (type === 'boolean') return fc.boolean()
  if (type === 'array') return fc.array(plausible(option?.items), { maxLength: 2 })
  if (type === 'object') return option?.properties ? objectOf(option.properties, 0) : fc.constant({})
  if (option?.format === 'uuid') return fc.uuid()
  if (option?.format === 'email') return fc.constant('fuzz@example.co.ke')
  return fc.constantFrom('abc', 'Nairobi', '0712345678', '1')
}

/** Each property mostly absent or plausible, sometimes hostile; hostile values go deeper than one level. */
function objectOf(
  properties: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, schema]) => [
        key,
        fc.oneof(
          {
            weight: 3,
            arbitrary:
              depth < 2 && schema.properties ? objectOf(schema.properties, depth + 1) : plausible(schema),
          },
          { weight: 1, arbitrary: hostileValue },
        ),
      ]),
    ),
    { requiredKeys: [] },
  )
}

/** An object with the schema's properties, or now and then any hostile value at all. */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = schema?.properties ?? schema?.anyOf?.find((option) => option.properties)?.properties
  if (!properties) return hostileValue
  return fc.oneof({ weight: 6, arbitrary: objectOf(properties, 0) }, { weight: 1, arbitrary: hostileValue })
}

/** A lone surrogate cannot be percent-encoded as UTF-8: send the raw invalid bytes instead. */
function encodePath(value: string) {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

type Actor = { name: string; cookie?: string }

let app: FastifyInstance
let operations: { key: string; method: string; path: string; operation: Operation }[] = []
const actors: Actor[] = [{ name: 'guest' }]

beforeAll(async () => {
  app = await buildTestApp({
    // The limits would turn most of the fuzz into 429s.
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX_PER_IP: '1000000',
    AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: '1000000',
  })
  const customer = await signUp(app, { name: 'Fuzz Customer' })
  const admin = await signUp(app, { name: 'Fuzz Admin' })
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, admin.userId))
  actors.push({ name: 'customer', cookie: customer.cookie }, { name: 'admin', cookie: admin.cookie })
})
afterAll(async () => {
  await app.close()
})

async function fuzz(method: string, path: string, operation: Operation) {
  const parameters = operation.parameters ?? []
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name)
  const queryParameters = parameters.filter((p) => p.in === 'query')
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema
  const hasBody = Boolean(operation.requestBody) || ['POST', 'PUT', 'PATCH'].includes(method)
  const request = fc.record({
    actor: fc.constantFrom(...actors),
    params: fc.record(
      Object.fromEntries(
        pathNames.map((name) => [name, fc.oneof({ weight: 2, arbitrary: hostileString }, fc.uuid())]),
      ),
    ),
    // Other query parameters absent or plausible, so that one hostile value gets past validation.
    query: fc.record(
      Object.fromEntries(
        queryParameters.map(({ name, schema }) => [
          name,
          fc.option(plausible(schema).map(String), { freq: 2, nil: undefined }),
        ]),
      ),
    ),
    hostileQuery: queryParameters.length
      ? fc.option(fc.tuple(fc.constantFrom(...queryParameters.map((p) => p.name)), hostileString), {
          freq: 3,
        })
      : fc.constant(null),
    body: hasBody ? bodyFor(jsonSchema) : fc.constant(undefined),
  })
  await fc.assert(
    fc.asyncProperty(request, async ({ actor, params, query, hostileQuery, body }) => {
      const search = Object.fromEntries(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      if (hostileQuery) search[hostileQuery[0]] = hostileQuery[1]
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => encodePath(params[name] || 'x')) +
        (Object.keys(search).length ? `?${new URLSearchParams(search)}` : '')
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          origin: TEST_ORIGIN,
          ...(actor.cookie ? { cookie: actor.cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      })
      if (process.env.FUZZ_DEBUG) console.log(method, url.slice(0, 80), actor.name, response.statusCode)
      if (response.statusCode >= 500) {
        throw new Error(
          `${method} ${url} as ${actor.name} with ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
        )
      }
    }),
    { seed: SEED, numRuns: RUNS_PER_ACTOR * actors.length, endOnFailure: true },
  )
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('lists the operations', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          method: method.toUpperCase(),
          path,
          operation,
        })),
    )
    expect(operations.length).toBeGreaterThan(50)
    // better-auth's endpoints are not in the document; the ones a stranger reaches with text are added by hand
    // (sign-out and delete-user are left out: they would end the actors' sessions).
    const strings = (...names: string[]) => ({
      requestBody: {
        content: {
          'application/json': {
            schema: { properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) },
          },
        },
      },
    })
    for (const [path, operation] of [
      ['/api/auth/sign-up/email', strings('email', 'password', 'name', 'termsAccepted')],
      ['/api/auth/sign-in/email', strings('email', 'password')],
      ['/api/auth/request-password-reset', strings('email', 'redirectTo')],
      ['/api/auth/reset-password', strings('newPassword', 'token')],
      ['/api/auth/change-password', strings('currentPassword', 'newPassword')],
      ['/api/auth/change-email', strings('newEmail', 'callbackURL')],
      ['/api/auth/two-factor/verify-totp', strings('code')],
    ] as const) {
      operations.push({ key: `POST ${path}`, method: 'POST', path, operation })
    }
  })

  it('answers no operation with a 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    const passedKnown: string[] = []
    for (const { key, method, path, operation } of operations) {
      if (EXCLUDED[key]) continue
      try {
        await fuzz(method, path, operation)
        if (KNOWN_5XX_FOR_LEAD.has(key)) passedKnown.push(key)
      } catch (error) {
        if (!KNOWN_5XX_FOR_LEAD.has(key))
          failures.push(
            `${key}: ${/Got error: (.*)/.exec((error as Error).message)?.[1] ?? (error as Error).message.slice(0, 500)}`,
          )
      }
    }
    expect(failures).toEqual([])
    expect(Object.keys(EXCLUDED).filter((key) => !operations.some((op) => op.key === key))).toEqual([])
    // The fuzz ran signed in to the end: no request ended the actors' sessions.
    for (const { cookie } of actors.slice(1)) {
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookie! } })
      expect(me.statusCode).toBe(200)
    }
    expect(passedKnown, 'these no longer answer 5xx: remove them from KNOWN_5XX_FOR_LEAD').toEqual([])
  })
})
