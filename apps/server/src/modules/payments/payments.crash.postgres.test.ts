import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { darajaSandbox } from '../../sandbox/daraja.sandbox'
import { paypalSandbox } from '../../sandbox/paypal.sandbox'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { devMailbox as mails } from '../mail/mail.table'
import { notifications } from '../notifications/notifications.table'
import { orders } from '../orders/orders.table'
import { products } from '../products/products.table'
import { queueJobs } from '../queue/queue.table'
import { transactions } from './payments.table'

// Money must survive a crash: a real server process is killed (SIGKILL, at a fault point only tests reach)
// at the worst moment of each way money arrives, then a new process starts on the same database. The
// providers' simulators run here, in the test, so they outlive the server like the real ones would.
// PostgreSQL only: the embedded database cannot be shared by two processes.

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const SILENT_PHONE = '254700000003'

let database: TestDatabase
let simulators: FastifyInstance
let simulatorOrigin: string
const dataDir = mkdtempSync(join(tmpdir(), 'soko-crash-'))

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

type Server = { origin: string; child: ChildProcess; exited: Promise<number | null> }

/** A real Soko server process on the test database; `fault` names where it must die. */
async function startServer(
  port: number,
  {
    fault,
    callbackPort,
    leaseSeconds = 120,
  }: { fault?: string; callbackPort?: number; leaseSeconds?: number } = {},
): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: origin,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      BETTER_AUTH_SECRET: 'crash-test-secret-crash-test-secret-01',
      JOBS_INTERVAL_SECONDS: '0',
      MPESA_BASE_URL: `${simulatorOrigin}/sandbox/daraja`,
      MPESA_CONSUMER_KEY: 'crash-test',
      MPESA_CONSUMER_SECRET: 'crash-test',
      // Callbacks go where the test says (a closed port loses them, as a dead network would).
      MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${callbackPort ?? port}`,
      MPESA_QUERY_AFTER_SECONDS: '0',
      MPESA_QUERY_INTERVAL_SECONDS: '0',
      PAYPAL_BASE_URL: `${simulatorOrigin}/sandbox/paypal`,
      PAYPAL_CLIENT_ID: 'crash-test',
      PAYPAL_CLIENT_SECRET: 'crash-test',
      PAYPAL_QUERY_AFTER_SECONDS: '0',
      SOKO_FAULT_POINT: fault ?? '',
      // How long a job the dead server was running stays its own before the next server may run it again.
      QUEUE_LEASE_SECONDS: String(leaseSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Soko is ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(() => reject(new Error(`server exited at start:\n${output}`)))
  })
  return { origin, child, exited }
}

/**
 * The server died at its fault point (not of anything else). The payment's record and the order moved
 * together or not at all: the attempt is completed exactly when the order is paid.
 */
async function crashed(server: Server, orderId: string) {
  await server.exited
  expect(server.child.signalCode).toBe('SIGKILL')
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId))
  const [attempt] = await database.db.select().from(transactions).where(eq(transactions.orderId, orderId))
  expect(attempt!.status).toBe(order!.paymentStatus === 'paid' ? 'completed' : 'pending')
  return order!
}

async function stop(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM')
  await server.exited
}

/** A signed-in buyer's calls to one server. */
function client(server: Server, cookie = '') {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        origin: server.origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    const text = await response.text()
    return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers }
  }
}

let buyers = 0
/** A new buyer with a pending order for 2 of a product with 5 in stock. */
async function buyerWithOrder(server: Server) {
  const email = `crash${Date.now()}${buyers++}@example.co.ke`
  const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'kahawa-chungu-42', name: 'Crash Buyer', termsAccepted: true }),
  })
  expect(signUp.status).toBe(200)
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const [product] = await database.db
    .insert(products)
    .values({
      name: 'Crash-proof kettle',
      description: 'Boils',
      priceCents: 250_000,
      category: 'Home',
      stockQuantity: 5,
    })
    .returning()
  const placed = await client(server, cookie)('POST', '/api/orders', {
    shipping_address: 'Moi Avenue 12',
    shipping_city: 'Nairobi',
    contact_phone: '0712345678',
    contact_email: email,
    items: [{ product_id: product!.id, quantity: 2 }],
  })
  expect(placed.status, placed.text).toBe(201)
  return {
    email,
    cookie,
    productId: product!.id,
    order: placed.json() as { id: string; mpesa_amount: number },
  }
}

/** The buyer asks for an STK push and enters the PIN on the phone: Daraja calls back. */
async function payWithMpesa(server: Server, buyer: Awaited<ReturnType<typeof buyerWithOrder>>) {
  const push = await client(server, buyer.cookie)('POST', '/api/payments/mpesa', {
    phoneNumber: SILENT_PHONE,
    amount: buyer.order.mpesa_amount,
    orderId: buyer.order.id,
  })
  expect(push.status, push.text).toBe(200)
  await fetch(`${simulatorOrigin}/sandbox/daraja/phone/${push.json().checkoutRequestId}/approve`, {
    method: 'POST',
    redirect: 'manual',
  })
}

/** What a buyer ends up with once a fresh server has run its periodic jobs (twice: a repeat changes nothing). */
async function afterRecovery(buyer: Awaited<ReturnType<typeof buyerWithOrder>>) {
  const server = await startServer(await freePort())
  try {
    const run = client(server)
    for (let i = 0; i < 2; i++) expect((await run('POST', '/dev/jobs/run')).status).toBe(200)
  } finally {
    await stop(server)
  }
  const [order] = await database.db.select().from(orders).where(eq(orders.id, buyer.order.id))
  const [product] = await database.db.select().from(products).where(eq(products.id, buyer.productId))
  const receipts = await database.db.select().from(mails).where(eq(mails.to, buyer.email))
  const notices = await database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, order!.userId), eq(notifications.title, 'Payment Successful')))
  const [attempt] = await database.db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, buyer.order.id))
  return { order: order!, stock: product!.stockQuantity, receipts, notices, attempt: attempt! }
}

const expectPaidOnce = (result: Awaited<ReturnType<typeof afterRecovery>>) => {
  expect(result.order).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundDue: false })
  expect(result.attempt.status).toBe('completed')
  expect(result.stock).toBe(3)
  expect(result.receipts.filter((mail) => mail.subject.startsWith('Your Soko receipt'))).toHaveLength(1)
  expect(result.notices).toHaveLength(1)
}

beforeAll(async () => {
  database = await createTestDatabase()
  simulators = Fastify()
  await simulators.register(darajaSandbox, {
    prefix: '/sandbox/daraja',
    shortcode: '174379',
    passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    callbackDelayMs: 3_600_000,
    log: simulators.log,
  })
  const simulatorPort = await freePort()
  simulatorOrigin = `http://127.0.0.1:${simulatorPort}`
  await simulators.register(paypalSandbox, { prefix: '/sandbox/paypal', publicOrigin: simulatorOrigin })
  await simulators.listen({ port: simulatorPort, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  await simulators?.close()
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a server killed while money arrives', { timeout: 180_000 }, () => {
  it('M-Pesa callback: killed before the payment commits, the next server pays the order once by asking Daraja', async () => {
    const server = await startServer(await freePort(), { fault: 'payment-before-commit' })
    const buyer = await buyerWithOrder(server)
    // The customer enters the PIN: Daraja calls back, and the server dies mid-transaction.
    await payWithMpesa(server, buyer)
    expect(await crashed(server, buyer.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    })

    expectPaidOnce(await afterRecovery(buyer))
  })

  it('M-Pesa query: killed before the payment commits, the next server pays the order once', async () => {
    // Callbacks are lost (a closed port): only the query can tell.
    const server = await startServer(await freePort(), {
      fault: 'payment-before-commit',
      callbackPort: await freePort(),
    })
    const buyer = await buyerWithOrder(server)
    await payWithMpesa(server, buyer)
    // The reconciliation asks Daraja, hears "paid", and the server dies before that commits.
    await client(server)('POST', '/dev/jobs/run').catch(() => undefined)
    expect(await crashed(server, buyer.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    })

    expectPaidOnce(await afterRecovery(buyer))
  })

  it('PayPal capture: killed before the payment commits, the next server pays the order once', async () => {
    const server = await startServer(await freePort(), { fault: 'payment-before-commit' })
    const buyer = await buyerWithOrder(server)
    const started = await client(server, buyer.cookie)('POST', '/api/payments/paypal', {
      orderId: buyer.order.id,
    })
    expect(started.status, started.text).toBe(200)
    const { paypalOrderId } = started.json()
    // The buyer approves at PayPal and comes back; the capture succeeds at PayPal and the server dies.
    const approved = await fetch(`${simulatorOrigin}/sandbox/paypal/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${paypalOrderId}`,
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    await client(server, buyer.cookie)('POST', '/api/payments/paypal/capture', {
      orderId: paypalOrderId,
    }).catch(() => undefined)
    expect(await crashed(server, buyer.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    })

    expectPaidOnce(await afterRecovery(buyer))
  })

  it('killed after the payment commits but before the receipt: the next server sends it, once', async () => {
    const server = await startServer(await freePort(), { fault: 'payment-after-commit' })
    const buyer = await buyerWithOrder(server)
    await payWithMpesa(server, buyer)
    expect(await crashed(server, buyer.order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(await database.db.select().from(mails).where(eq(mails.to, buyer.email))).toHaveLength(0)

    expectPaidOnce(await afterRecovery(buyer))
  })

  it('killed after the receipt went out but before its job was marked done: the next server does not send it again', async () => {
    // The answer to the callback does not wait for the receipt (issue 19): the server's worker sends it just
    // after, and dies right after sending, before the job is marked done.
    const server = await startServer(await freePort(), { fault: 'job-ran:order.receipt', leaseSeconds: 5 })
    const buyer = await buyerWithOrder(server)
    await payWithMpesa(server, buyer)
    expect(await crashed(server, buyer.order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(await database.db.select().from(mails).where(eq(mails.to, buyer.email))).toHaveLength(1)
    const [receiptJob] = await database.db
      .select()
      .from(queueJobs)
      .where(eq(queueJobs.kind, 'order.receipt'))
      .orderBy(queueJobs.createdAt)
      .then((rows) => rows.filter((row) => (row.payload as { orderId: string }).orderId === buyer.order.id))
    expect(receiptJob).toMatchObject({ status: 'pending', attempts: 1 })

    // The next server runs the job again once the dead one's lease is over; the receipt's key stops a second.
    const leaseEnds = receiptJob!.runAt.getTime()
    while (Date.now() <= leaseEnds)
      await new Promise((resolve) => setTimeout(resolve, leaseEnds + 50 - Date.now()))
    expectPaidOnce(await afterRecovery(buyer))
    const [after] = await database.db.select().from(queueJobs).where(eq(queueJobs.id, receiptJob!.id))
    expect(after).toMatchObject({ status: 'done', attempts: 2 })
  })
})
