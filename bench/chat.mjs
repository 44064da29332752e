// Live chat at scale (issue 14): BENCH_CHAT_CLIENTS (default 1,000) signed-in users hold a WebSocket each on
// /api/realtime of ONE server instance, paired in conversations; messages go through the API
// (POST /api/chat/conversations/:id/messages) at a steady BENCH_CHAT_RATE (default 20 a second, every user
// sending one every 50 s, well under the 30 a minute a user may send) for BENCH_CHAT_SECONDS (default 30).
// Measured: delivery latency from the send to the chat.message event on the other person's socket (p50, p95,
// p99; goal p95 at most 100 ms), the POST's own latency, and memory per connection: the server's RSS and heap
// after a forced GC (read over the inspector) before and after the clients connect, divided by their number.
// The anchor, in the same run: the bare Fastify + @fastify/websocket server of bench/chat-bare-server.mjs doing
// the same fan-out without a database, driven by the same clients at the same rate.
// Users and sessions are written straight into the database (1,000 sign-ups would cost 1,000 argon2 hashes);
// the session cookie is signed as better-auth signs it (HMAC-SHA256 of the token under the auth secret), and one
// real sign-up checks the cookie's name and format first. PGlite by default (the users are written while the
// server is stopped: one process at a time); DATABASE_URL adds PostgreSQL in a database of its own
// (`soko_bench_chat`), never the one DATABASE_URL names.
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import WebSocket from 'ws'
import { cpuSeconds, freePort, loadAverage, startServer } from './lib.mjs'

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000) & ~1
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const WARMUP_SECONDS = 3
const GOAL_P95_MS = 100
// startServer's secret (bench/lib.mjs): the cookie of a session written into the database is signed with it.
const SECRET = 'bench-secret-bench-secret-bench-secret!'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const ms = (value) => value.toFixed(1)

/** The server's resident memory (kB) from /proc (Linux). */
function rssKb(pid) {
  const status = readProc(`/proc/${pid}/status`)
  const match = status?.match(/VmRSS:\s+(\d+) kB/)
  return match ? Number(match[1]) : null
}
function readProc(path) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The server's heap after a full GC, through its inspector (Chrome DevTools protocol). */
async function openInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let next = 0
  const pending = new Map()
  socket.on('message', (raw) => {
    const reply = JSON.parse(String(raw))
    pending.get(reply.id)?.(reply)
    pending.delete(reply.id)
  })
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++next
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  return {
    async memory(pid) {
      await call('HeapProfiler.collectGarbage')
      await call('HeapProfiler.collectGarbage')
      const reply = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })
      const usage = JSON.parse(reply.result.result.value)
      return {
        rssKb: rssKb(pid),
        heapKb: Math.round(usage.heapUsed / 1024),
        externalKb: Math.round((usage.external + usage.arrayBuffers) / 1024),
      }
    },
    close: () => socket.close(),
  }
}

/** The bench's users, each with a session: ids and tokens made here, written in four statements. */
function makeUsers(count) {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Bench Chatter ${index}`,
    email: `bench-chat-${index}@soko.test`,
    token: randomBytes(24).toString('base64url'),
  }))
}

async function insertUsers(query, people) {
  const ids = people.map((person) => person.id)
  await query(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select id, name, email, true, now(), now() from unnest($1::uuid[], $2::text[], $3::text[]) as t(id, name, email)`,
    [ids, people.map((person) => person.name), people.map((person) => person.email)],
  )
  await query(
    `insert into profiles (id, full_name, terms_accepted_at) select id, name, now() from unnest($1::uuid[], $2::text[]) as t(id, name)`,
    [ids, people.map((person) => person.name)],
  )
  await query(
    `insert into user_roles (user_id, role) select id, 'customer' from unnest($1::uuid[]) as t(id)`,
    [ids],
  )
  await query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select gen_random_uuid(), token, id, now() + interval '1 day', now(), now() from unnest($1::uuid[], $2::text[]) as t(id, token)`,
    [ids, people.map((person) => person.token)],
  )
}

/** better-auth's signed cookie value: `<token>.<base64 HMAC-SHA256>`, URI-encoded (better-call signCookieValue). */
const signedToken = (token) =>
  encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)

/** One real sign-up: the session cookie's name, and proof that a cookie signed here matches the server's. */
async function cookieNameOf(url) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      email: `bench-chat-probe-${Date.now()}@soko.test`,
      password: 'bench-Chat-2026!',
      name: 'Bench Probe',
      termsAccepted: true,
    }),
  })
  if (!response.ok) throw new Error(`probe sign-up failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .find((pair) => pair.split('=')[0].endsWith('session_token'))
  const [name, value] = cookie.split('=')
  const token = decodeURIComponent(value).split('.')[0]
  if (signedToken(token) !== value) throw new Error('the session cookie is not signed as the bench signs it')
  return name
}

/** Connects every client, `batch` at a time; resolves when each got {type:'ready'}. */
async function connectAll(people, socketUrlOf, headersOf, onEvent, batch = 50) {
  const sockets = []
  for (let start = 0; start < people.length; start += batch) {
    const opened = await Promise.all(
      people.slice(start, start + batch).map(
        (person, offset) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(socketUrlOf(start + offset), { headers: headersOf(start + offset) })
            socket.once('error', reject)
            socket.once('unexpected-response', (_request, response) =>
              reject(new Error(`upgrade refused: ${response.statusCode}`)),
            )
            socket.on('message', (raw) => {
              const event = JSON.parse(String(raw))
              if (event.type === 'ready') resolve(socket)
              else onEvent(person, event)
            })
          }),
      ),
    )
    sockets.push(...opened)
  }
  return sockets
}

/**
 * Drives one target: connects the clients, measures memory per connection, then sends messages at RATE per
 * second (after a warm-up) and measures send → receipt on the other client's socket.
 */
async function drive(label, { pid, inspectPort, people, socketUrlOf, headersOf, send }) {
  const inspector = await openInspector(inspectPort)
  const sentAt = new Map()
  const delivery = []
  const posts = []
  let measuring = false
  let failures = 0
  let strays = 0
  /** Answers other than 201 (and errors), by status, over the whole run. */
  const statuses = {}
  const onEvent = (person, event) => {
    if (event.type !== 'chat.message' || event.message.sender_id === person.id) return
    const started = sentAt.get(event.message.content)
    if (started === undefined) return void strays++
    sentAt.delete(event.message.content)
    if (started.measured) delivery.push(performance.now() - started.at)
  }
  await sleep(500)
  const before = await inspector.memory(pid)
  const connectStarted = performance.now()
  const connectCpu = cpuSeconds(pid)
  const sockets = await connectAll(people, socketUrlOf, headersOf, onEvent)
  const connectSeconds = (performance.now() - connectStarted) / 1000
  const connectCpuMs = ((cpuSeconds(pid) - connectCpu) * 1000) / people.length
  await sleep(2000)
  const after = await inspector.memory(pid)
  const loadConnected = loadAverage()

  // Steady sending: every 10 ms, the messages due by now; pair k = users 2k and 2k+1, turns alternating.
  const pairs = people.length / 2
  let sequence = 0
  const inFlight = new Set()
  const sendOne = () => {
    const n = sequence++
    const pair = n % pairs
    const turn = Math.floor(n / pairs) % 2
    const from = 2 * pair + turn
    const to = 2 * pair + 1 - turn
    const content = `bench ${n}`
    const at = performance.now()
    const measured = measuring
    sentAt.set(content, { at, measured })
    const request = send(pair, from, to, content)
      .then((status) => {
        if (status !== 201) {
          failures += measured ? 1 : 0
          statuses[status] = (statuses[status] ?? 0) + 1
        } else if (measured) posts.push(performance.now() - at)
      })
      .catch((error) => {
        failures += measured ? 1 : 0
        statuses[error.cause?.code ?? error.message] = (statuses[error.cause?.code ?? error.message] ?? 0) + 1
      })
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }
  const run = async (seconds) => {
    const started = performance.now()
    const due = () => Math.floor(((performance.now() - started) / 1000) * RATE)
    let sent = 0
    while (performance.now() - started < seconds * 1000) {
      for (const target = due(); sent < target; sent++) sendOne()
      await sleep(10)
    }
    return sent
  }
  await run(WARMUP_SECONDS)
  measuring = true
  const cpuStart = process.cpuUsage()
  const serverCpuStart = cpuSeconds(pid)
  const sent = await run(SECONDS)
  measuring = false
  await Promise.all([...inFlight])
  const serverCpuMs = ((cpuSeconds(pid) - serverCpuStart) * 1000) / sent
  for (let waited = 0; waited < 5000 && [...sentAt.values()].some((entry) => entry.measured); waited += 100)
    await sleep(100)
  const lost = [...sentAt.values()].filter((entry) => entry.measured).length
  const clientCpuPercent = Math.round(
    ((process.cpuUsage(cpuStart).user + process.cpuUsage(cpuStart).system) / 1e6 / SECONDS) * 100,
  )
  const load = loadAverage()
  for (const socket of sockets) socket.close()
  inspector.close()
  delivery.sort((a, b) => a - b)
  posts.sort((a, b) => a - b)
  return {
    label,
    clients: people.length,
    connectSeconds: connectSeconds.toFixed(1),
    connectCpuMs: connectCpuMs.toFixed(1),
    serverCpuMs: serverCpuMs.toFixed(2),
    rssPerConnectionKb: ((after.rssKb - before.rssKb) / people.length).toFixed(1),
    heapPerConnectionKb: ((after.heapKb - before.heapKb) / people.length).toFixed(1),
    externalPerConnectionKb: ((after.externalKb - before.externalKb) / people.length).toFixed(1),
    before,
    after,
    loadConnected,
    sent,
    received: delivery.length,
    lost,
    failures,
    strays,
    statuses,
    p50: ms(percentile(delivery, 50)),
    p95: ms(percentile(delivery, 95)),
    p99: ms(percentile(delivery, 99)),
    max: ms(delivery.at(-1) ?? 0),
    postP50: ms(percentile(posts, 50)),
    postP95: ms(percentile(posts, 95)),
    clientCpuPercent,
    load,
  }
}

/** The app on one database: users written, the server (re)started with its inspector, conversations started. */
export async function benchApp(label, { databaseUrl } = {}) {
  const people = makeUsers(CLIENTS)
  const inspectPort = await freePort()
  const inspect = [`--inspect=127.0.0.1:${inspectPort}`]
  let server
  if (databaseUrl) {
    server = await startServer({ DATABASE_URL: databaseUrl }, undefined, undefined, inspect)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await insertUsers((text, values) => client.query(text, values), people)
    } finally {
      await client.end()
    }
  } else {
    // PGlite opens its folder in one process at a time: migrate, stop, write the users, start again.
    const first = await startServer({})
    await first.stop({ keepData: true })
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const db = await PGlite.create({ dataDir: join(first.dataDir, 'pgdata'), extensions: { pg_trgm } })
    try {
      await insertUsers((text, values) => db.query(text, values), people)
    } finally {
      await db.close()
    }
    server = await startServer({}, first.dataDir, undefined, inspect)
  }
  try {
    const origin = server.url
    const cookieName = await cookieNameOf(origin)
    const cookieOf = (index) => `${cookieName}=${signedToken(people[index].token)}`
    const post = (path, index, body) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookieOf(index) },
        body: JSON.stringify(body),
      })
    const me = await fetch(`${origin}/api/me`, { headers: { Cookie: cookieOf(0) } })
    if (me.status !== 200) throw new Error(`a bench user's session cookie is refused: ${me.status}`)
    // One conversation per pair, started by its first user.
    const conversations = []
    for (let start = 0; start < people.length / 2; start += 25) {
      const batch = []
      for (let pair = start; pair < Math.min(start + 25, people.length / 2); pair++)
        batch.push(
          post('/api/chat/conversations', 2 * pair, { user_id: people[2 * pair + 1].id }).then(
            async (response) => {
              if (response.status !== 201 && response.status !== 200)
                throw new Error(`starting a conversation: ${response.status} ${await response.text()}`)
              conversations[pair] = (await response.json()).id
            },
          ),
        )
      await Promise.all(batch)
    }
    const wsUrl = origin.replace('http', 'ws')
    return await drive(label, {
      pid: server.pid,
      inspectPort,
      people,
      socketUrlOf: () => `${wsUrl}/api/realtime`,
      headersOf: (index) => ({ Origin: origin, Cookie: cookieOf(index) }),
      send: async (pair, from, _to, content) => {
        const response = await post(`/api/chat/conversations/${conversations[pair]}/messages`, from, {
          content,
        })
        await response.arrayBuffer()
        return response.status
      },
    })
  } finally {
    await server.stop()
  }
}

/** The bare fan-out server (bench/chat-bare-server.mjs) with the same clients and rate. */
export async function benchBare() {
  const people = makeUsers(CLIENTS)
  const inspectPort = await freePort()
  const server = await startServer({}, undefined, 'bench/chat-bare-server.mjs', [
    `--inspect=127.0.0.1:${inspectPort}`,
  ])
  try {
    const wsUrl = server.url.replace('http', 'ws')
    return await drive('bare Fastify + @fastify/websocket fan-out (no database)', {
      pid: server.pid,
      inspectPort,
      people,
      socketUrlOf: (index) => `${wsUrl}/ws?user=${people[index].id}`,
      headersOf: () => ({ Origin: server.url }),
      send: async (pair, from, to, content) => {
        const response = await fetch(`${server.url}/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            conversation_id: `pair-${pair}`,
            from: people[from].id,
            to: people[to].id,
            content,
          }),
        })
        await response.arrayBuffer()
        return response.status
      },
    })
  } finally {
    await server.stop()
  }
}

async function withOwnDatabase(name, work) {
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
}

export async function benchChat() {
  const rows = [await benchApp('app on PGlite')]
  if (process.env.DATABASE_URL)
    rows.push(
      await withOwnDatabase('soko_bench_chat', (url) => benchApp('app on PostgreSQL', { databaseUrl: url })),
    )
  const bare = await benchBare()
  rows.push(bare)
  const lines = [
    `\n## Live chat: ${CLIENTS} WebSocket clients on one instance, ${CLIENTS / 2} pairs, ${RATE} messages/s for ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up)\n`,
    '| target | delivery p50 ms | p95 ms | p99 ms | max ms | POST p50 / p95 ms | received / sent | lost | non-201 | server CPU per message | RSS per connection | heap per connection | buffers per connection | connecting: time (server CPU per connection) | load avg (connected / end) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows)
    lines.push(
      `| ${row.label} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.max} | ${row.postP50} / ${row.postP95} | ${row.received} / ${row.sent} | ${row.lost} | ${row.failures} | ${row.serverCpuMs} ms | ${row.rssPerConnectionKb} kB | ${row.heapPerConnectionKb} kB | ${row.externalPerConnectionKb} kB | ${row.connectSeconds} s (${row.connectCpuMs} ms) | ${row.loadConnected} / ${row.load} |`,
    )
  lines.push('')
  for (const row of rows.slice(0, -1)) {
    const ratio = (a, b) => (Number(b) > 0 ? (Number(a) / Number(b)).toFixed(1) : 'n/a')
    lines.push(
      `- ${row.label}: delivery p95 ${row.p95} ms (goal at most ${GOAL_P95_MS} ms: ${Number(row.p95) <= GOAL_P95_MS ? 'met' : 'not met'}), ` +
        `${ratio(row.p95, bare.p95)}x the bare server's p95 (${bare.p95} ms); memory per connection ${row.rssPerConnectionKb} kB RSS and ${row.heapPerConnectionKb} kB heap, ` +
        `${ratio(row.rssPerConnectionKb, bare.rssPerConnectionKb)}x and ${ratio(row.heapPerConnectionKb, bare.heapPerConnectionKb)}x the bare server's ` +
        `(${bare.rssPerConnectionKb} kB, ${bare.heapPerConnectionKb} kB). Server before/after: RSS ${row.before.rssKb} → ${row.after.rssKb} kB, heap ${row.before.heapKb} → ${row.after.heapKb} kB.` +
        (Object.keys(row.statuses).length
          ? ` Answers other than 201 (whole run): ${JSON.stringify(row.statuses)}.`
          : ''),
    )
  }
  lines.push(
    `- The clients' process used ${rows.map((row) => `${row.clientCpuPercent}%`).join(', ')} of a core while sending; load average at the end ${loadAverage()}.`,
  )
  return lines.join('\n')
}
