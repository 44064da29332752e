import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import WebSocket from 'ws'
import { devMailbox } from './modules/mail/mail.table'
import { notifications } from './modules/notifications/notifications.table'
import { orders } from './modules/orders/orders.table'
import { transactions } from './modules/payments/payments.table'
import { products } from './modules/products/products.table'
import { userRoles } from './modules/users/users.table'
import { darajaSandbox } from './sandbox/daraja.sandbox'
import { buildServer, freePort, startInstance, startNginx, stopInstance, type Instance } from './test/cluster'
import { multipart } from './test/multipart'
import { startS3Server } from './test/s3-server'
import { createTestDatabase, type TestDatabase } from './test/test-database'
import { testRedisUrl } from './test/test-redis'

// Issue 23 (decision 015, docs/deploy.md): built Soko instances on one fresh PostgreSQL database, with Redis
// and a local S3-compatible server, behind nginx from Debian as a round-robin load balancer; every check
// goes through the balancer or names the instance it talks to. The same suite runs on one instance without
// Redis or S3 (local disk, counters in PostgreSQL and memory), where "the other instance" is that one, and
// the instance killed mid-checkout is started again. The Daraja simulator runs here, in the test, so it
// outlives the instances like the real service would. Runs in CI's PostgreSQL pass; it builds
// apps/server/dist first (esbuild, seconds).

const SILENT_PHONE = '254700000003'
const PASSWORD = 'kahawa-chungu-42'
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer()
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

beforeAll(() => buildServer(), 120_000)

const scenarios = [
  { name: 'two instances with Redis and S3', instances: 2, shared: true },
  { name: 'one instance without Redis or S3', instances: 1, shared: false },
] as const

describe.each(scenarios)('Soko behind nginx: $name', { timeout: 120_000 }, (scenario) => {
  let database: TestDatabase
  let simulator: FastifyInstance
  let simulatorOrigin = ''
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
  let balancer: Awaited<ReturnType<typeof startNginx>>
  const instances: Instance[] = []
  const dataDirs: string[] = []
  const redisPrefix = `soko-test-${randomUUID().slice(0, 8)}:`
  let origin = ''
  let envOf: (index: number, extra?: Record<string, string>) => Record<string, string>

  /** The instance whose answers are compared with the first's: the second, or the only one. */
  const first = () => instances[0]!
  const other = () => instances[instances.length - 1]!

  beforeAll(async () => {
    database = await createTestDatabase()
    simulator = Fastify()
    await simulator.register(darajaSandbox, {
      prefix: '/sandbox/daraja',
      shortcode: '174379',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      callbackDelayMs: 3_600_000,
      log: simulator.log,
    })
    const simulatorPort = await freePort()
    simulatorOrigin = `http://127.0.0.1:${simulatorPort}`
    await simulator.listen({ port: simulatorPort, host: '127.0.0.1' })
    if (scenario.shared) s3 = await startS3Server('soko-scale')

    const ports = await Promise.all(Array.from({ length: scenario.instances }, () => freePort()))
    const balancerPort = await freePort()
    origin = `http://127.0.0.1:${balancerPort}`
    const dataDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'soko-scale-'))
      dataDirs.push(dir)
      return dir
    }
    // Each instance has its own DATA_DIR: with S3 nothing they share lives there.
    const dirs = ports.map(() => dataDir())
    envOf = (index, extra = {}) => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url!,
      DATABASE_POOL_MAX: '4',
      DATA_DIR: dirs[index]!,
      SEED_DEMO: 'false',
      PUBLIC_URL: origin,
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      BETTER_AUTH_SECRET: 'scale-test-secret-scale-test-secret-0123',
      JOBS_INTERVAL_SECONDS: '1',
      SHUTDOWN_DRAIN_SECONDS: '1',
      MPESA_BASE_URL: `${simulatorOrigin}/sandbox/daraja`,
      MPESA_CONSUMER_KEY: 'scale-test',
      MPESA_CONSUMER_SECRET: 'scale-test',
      // Daraja calls back through the balancer; the first instance is given its own address, so the
      // callback it is killed on reaches it whatever the round robin would choose.
      MPESA_CALLBACK_BASE_URL: index === 0 ? `http://127.0.0.1:${ports[0]}` : origin,
      MPESA_QUERY_AFTER_SECONDS: '2',
      MPESA_QUERY_INTERVAL_SECONDS: '1',
      ...(scenario.shared ? { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: redisPrefix, ...s3!.env } : {}),
      ...extra,
    })
    // Started together: the migrations run once, under the advisory lock.
    instances.push(
      ...(await Promise.all(
        ports.map((port, index) =>
          startInstance(`instance ${index + 1}`, port, {
            ...envOf(index),
            ...(index === 0 ? { SOKO_FAULT_POINT: 'payment-before-commit' } : {}),
          }),
        ),
      )),
    )
    balancer = await startNginx(ports, balancerPort)
  }, 120_000)

  afterAll(async () => {
    for (const instance of instances) await stopInstance(instance)
    await balancer?.stop()
    await simulator?.close()
    await s3?.close()
    await database?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    if (scenario.shared) {
      const redis = new Redis(testRedisUrl())
      const keys = await redis.keys(`${redisPrefix}*`)
      if (keys.length) await redis.del(...keys)
      redis.disconnect()
    }
  })

  /** A browser's call: through the balancer unless an instance is named. */
  async function call(
    method: string,
    path: string,
    {
      cookie = '',
      body,
      to,
      headers = {},
    }: {
      cookie?: string
      body?: unknown
      to?: Instance
      headers?: Record<string, string>
    } = {},
  ) {
    const isFile = body instanceof Buffer
    const response = await fetch(`${to?.origin ?? origin}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined || isFile ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
      redirect: 'manual',
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      text: bytes.toString(),
      json: () => JSON.parse(bytes.toString()) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
      upstream: response.headers.get('x-upstream'),
    }
  }

  let accounts = 0
  async function signUp(name: string) {
    const email = `scale${Date.now()}${accounts++}@example.co.ke`
    const response = await call('POST', '/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, name, termsAccepted: true },
    })
    expect(response.status, response.text).toBe(200)
    const user = response.json().user as { id: string }
    return { email, userId: user.id, cookie: cookieOf(response.headers) }
  }
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

  async function admin() {
    const account = await signUp('Amani Admin')
    await database.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
    return account
  }

  it('answers health and readiness for the load balancer on every instance', async () => {
    for (const instance of instances) {
      expect((await call('GET', '/api/health', { to: instance })).status).toBe(200)
      const ready = await call('GET', '/api/ready', { to: instance })
      expect(ready.status, ready.text).toBe(200)
      expect(ready.json()).toEqual({
        status: 'ready',
        database: 'ok',
        redis: scenario.shared ? 'ok' : 'off',
        storage: scenario.shared ? 's3' : 'disk',
      })
    }
    // Round robin: consecutive requests through the balancer reach every instance.
    const upstreams = new Set<string | null>()
    for (let i = 0; i < 4; i++) upstreams.add((await call('GET', '/api/health')).upstream)
    expect(upstreams.size).toBe(scenario.instances)
  })

  it('a picture uploaded through one instance is served by the other', async () => {
    const { cookie } = await admin()
    const { body, contentType } = multipart('kiondo.png', 'image/png', await png())
    const uploaded = await call('POST', '/api/admin/uploads/product-image', {
      cookie,
      body,
      to: first(),
      headers: { 'content-type': contentType },
    })
    expect(uploaded.status, uploaded.text).toBe(201)
    const url = uploaded.json().url as string
    expect(url).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/)
    const served = await call('GET', url, { to: other() })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(served.bytes).metadata()).format).toBe('webp')
    // And through the balancer, whichever instance answers.
    for (let i = 0; i < 2; i++) expect((await call('GET', url)).bytes.equals(served.bytes)).toBe(true)
  })

  it('a private document is refused to another user on every instance, and given to an admin', async () => {
    const applicant = await signUp('Baraka Fundi')
    const { body, contentType } = multipart('licence.pdf', 'application/pdf', pdf)
    const uploaded = await call('POST', '/api/provider-applications/documents', {
      cookie: applicant.cookie,
      body,
      to: first(),
      headers: { 'content-type': contentType },
    })
    expect(uploaded.status, uploaded.text).toBe(201)
    const submitted = await call('POST', '/api/provider-applications', {
      cookie: applicant.cookie,
      body: {
        service_type: 'service_provider',
        business_name: 'Baraka Plumbing',
        business_description: 'Leaks and drains.',
        business_address: 'Kilimani, Nairobi',
        business_phone: '+254712345678',
        business_email: '',
        license_number: '',
        experience_years: 4,
        specialization: 'Plumbing',
        service_areas: ['Kilimani'],
        document_ids: [uploaded.json().id],
        terms_accepted: true,
      },
    })
    expect(submitted.status, submitted.text).toBe(201)
    const path = `/api/admin/service-applications/${submitted.json().id}/documents/${uploaded.json().id}`
    const stranger = await signUp('Chebet Curious')
    const { cookie: adminCookie } = await admin()
    for (const instance of instances) {
      expect((await call('GET', path, { cookie: stranger.cookie, to: instance })).status).toBe(403)
      expect((await call('GET', path, { cookie: applicant.cookie, to: instance })).status).toBe(403)
      expect((await call('GET', path, { to: instance })).status).toBe(401)
      const given = await call('GET', path, { cookie: adminCookie, to: instance })
      expect(given.status).toBe(200)
      expect(given.bytes.equals(pdf)).toBe(true)
    }
  })

  it('the sign-in limit holds across instances: the 11th try is refused whichever answers', async () => {
    const { email } = await signUp('Dalia Target')
    const answeredBy = new Set<string | null>()
    for (let i = 0; i < 10; i++) {
      const attempt = await call('POST', '/api/auth/sign-in/email', {
        body: { email, password: 'wrong-password-1' },
      })
      expect(attempt.status, attempt.text).toBe(401)
      answeredBy.add(attempt.upstream)
    }
    expect(answeredBy.size).toBe(scenario.instances)
    for (let i = 0; i < scenario.instances; i++) {
      const refused = await call('POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD } })
      expect(refused.status, refused.text).toBe(429)
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } })
    }
    // With Redis the per-IP limit of /api/* is one count too: each answer has one less left, whoever gives it.
    // (One instance without Redis counts in memory and sends the headers only on a refusal: decision 018.)
    if (!scenario.shared) return
    const left = []
    for (let i = 0; i < 3; i++)
      left.push(Number((await call('GET', '/api/products')).headers.get('x-ratelimit-remaining')))
    expect(left[1]).toBeLessThan(left[0]!)
    expect(left[2]).toBeLessThan(left[1]!)
  })

  it('a live notification reaches the customer whose socket is on the other instance', async () => {
    const customer = await signUp('Eshe Mteja')
    const socket = new WebSocket(`${other().origin.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: customer.cookie, origin },
    })
    const messages: Record<string, unknown>[] = []
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>))
    await expect.poll(() => messages.some((m) => m.type === 'ready'), { timeout: 10_000 }).toBe(true)
    const sent = await call('POST', '/dev/notifications', {
      cookie: customer.cookie,
      to: first(),
      body: { title: 'Across the cluster', message: 'Sent on one instance, shown by the other.' },
    })
    expect(sent.status, sent.text).toBe(201)
    await expect
      .poll(() => messages.find((m) => m.type === 'notification.created'), { timeout: 10_000 })
      .toMatchObject({ notification: { title: 'Across the cluster' } })
    socket.close()
  })

  it('one instance killed in the middle of a checkout: the customer finishes through the other, paid once', async () => {
    // What each instance did besides answering requests, for a failure that only a loaded machine shows.
    const started = [...instances]
    onTestFailed(() => {
      for (const instance of new Set([...started, ...instances]))
        console.error(
          `--- ${instance.name}\n`,
          instance
            .output()
            .split('\n')
            .filter((line) => !/"msg":"(incoming request|request completed)"/.test(line))
            .join('\n'),
        )
    })
    const customer = await signUp('Faraji Mnunuzi')
    const [product] = await database.db
      .insert(products)
      .values({
        name: 'Cluster kettle',
        description: 'Boils',
        priceCents: 250_000,
        category: 'Home',
        stockQuantity: 5,
      })
      .returning()
    const orderKey = randomUUID()
    const placeOrder = (to?: Instance) =>
      call('POST', '/api/orders', {
        cookie: customer.cookie,
        to,
        headers: { 'idempotency-key': orderKey },
        body: {
          shipping_address: 'Moi Avenue 12',
          shipping_city: 'Nairobi',
          contact_phone: '0712345678',
          contact_email: customer.email,
          items: [{ product_id: product!.id, quantity: 2 }],
        },
      })
    const placed = await placeOrder(first())
    expect(placed.status, placed.text).toBe(201)
    const order = placed.json() as { id: string; mpesa_amount: number }

    const payKey = randomUUID()
    const startPayment = (to?: Instance) =>
      call('POST', '/api/payments/mpesa', {
        cookie: customer.cookie,
        to,
        headers: { 'idempotency-key': payKey },
        body: { phoneNumber: SILENT_PHONE, amount: order.mpesa_amount, orderId: order.id },
      })
    const push = await startPayment(first())
    expect(push.status, push.text).toBe(200)
    // The customer enters the PIN: Daraja calls the first instance back, which dies before it commits.
    await fetch(`${simulatorOrigin}/sandbox/daraja/phone/${push.json().checkoutRequestId}/approve`, {
      method: 'POST',
      redirect: 'manual',
    })
    await first().exited
    expect(first().child.signalCode).toBe('SIGKILL')
    if (scenario.instances === 1) {
      // Alone, the instance comes back (as a supervisor would restart it) on its port.
      instances[0] = await startInstance('instance 1 again', first().port, envOf(0))
    }

    // The customer's browser retries what it did not see answered, through the balancer: the same order
    // and the same payment attempt, not new ones.
    const again = await placeOrder()
    expect(again.status, again.text).toBe(201)
    expect(again.json().id).toBe(order.id)
    const pushAgain = await startPayment()
    expect(pushAgain.status, pushAgain.text).toBe(200)
    expect(pushAgain.json().checkoutRequestId).toBe(push.json().checkoutRequestId)
    // The surviving instance asks Daraja about the silent attempt and pays the order.
    await expect
      .poll(async () => (await call('GET', `/api/orders/${order.id}`, { cookie: customer.cookie })).json(), {
        timeout: 30_000,
        interval: 500,
      })
      .toMatchObject({ payment_status: 'paid' })

    const attempts = await database.db.select().from(transactions).where(eq(transactions.orderId, order.id))
    expect(attempts.map((attempt) => attempt.status)).toEqual(['completed'])
    const mine = await database.db.select().from(orders).where(eq(orders.userId, customer.userId))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundDue: false })
    const [kettle] = await database.db.select().from(products).where(eq(products.id, product!.id))
    expect(kettle!.stockQuantity).toBe(3)
    await expect
      .poll(
        async () =>
          (await database.db.select().from(devMailbox).where(eq(devMailbox.to, customer.email))).filter(
            (mail) => mail.subject.startsWith('Your Soko receipt'),
          ).length,
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1)
    const notices = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Payment Successful')))
    expect(notices).toHaveLength(1)
  })

  it('an instance told to stop is taken out of readiness and closes its sockets with a reconnect hint', async () => {
    const customer = await signUp('Gathoni Live')
    const leaving = other()
    const socket = new WebSocket(`${leaving.origin.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: customer.cookie, origin },
    })
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    await new Promise((resolve) => socket.once('message', resolve))
    leaving.child.kill('SIGTERM')
    // During the drain it is alive but not ready: a balancer's health check moves new requests away.
    await expect
      .poll(async () => (await call('GET', '/api/ready', { to: leaving })).status, {
        timeout: 900,
        interval: 50,
      })
      .toBe(503)
    expect((await call('GET', '/api/health', { to: leaving })).status).toBe(200)
    expect(await closed).toBe(1012)
    await leaving.exited
    expect(leaving.child.exitCode).toBe(0)
  })
})
