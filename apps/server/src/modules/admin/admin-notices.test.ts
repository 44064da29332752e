import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { userRoles } from '../users/users.table'

let app: FastifyInstance
let url: string

beforeAll(async () => {
  app = await buildTestApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  url = `ws://127.0.0.1:${address.port}/api/realtime`
})
afterAll(async () => {
  await app.close()
})

type Notice = { type: string; kind?: string; name?: string; amount?: number }

/** Everything a signed-in browser's live channel receives. */
async function channel(cookie: string) {
  const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie } })
  const messages: Notice[] = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Notice))
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    const wait = () =>
      messages.some((message) => message.type === 'ready') ? resolve() : setTimeout(wait, 20)
    wait()
  })
  return { messages, close: () => socket.close() }
}

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error('not within time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('live admin notices', () => {
  it('tell every admin of a new order (with its KSh amount), a new product and an approved vendor; customers hear none', async () => {
    const adminAccount = await signUp(app, { name: 'Admin One' })
    await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, adminAccount.userId))
    const buyer = await signUp(app, { name: 'Buyer One' })
    const adminChannel = await channel(adminAccount.cookie)
    const buyerChannel = await channel(buyer.cookie)
    const admin = as(app, adminAccount.cookie)

    const product = await createProduct(app, { stockQuantity: 5, priceCents: 125_050 })
    expect((await placeOrder(app, buyer.cookie, { [product.id]: 2 })).statusCode).toBe(201)
    await admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Kikoi towel', price: 800, stock_quantity: 3 },
    })
    const vendor = (
      await admin({ method: 'POST', url: '/api/admin/vendors', payload: { business_name: 'Pwani Crafts' } })
    ).json()
    await admin({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendor.id}`,
      payload: { verification_status: 'pending' },
    })
    await admin({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendor.id}`,
      payload: { verification_status: 'approved' },
    })

    const notices = () => adminChannel.messages.filter((message) => message.type === 'admin.notice')
    await eventually(() => notices().length >= 3)
    expect(notices()).toEqual(
      expect.arrayContaining([
        { type: 'admin.notice', kind: 'order_created', amount: 2501 },
        { type: 'admin.notice', kind: 'product_created', name: 'Kikoi towel' },
        { type: 'admin.notice', kind: 'vendor_approved', name: 'Pwani Crafts' },
      ]),
    )
    expect(buyerChannel.messages.filter((message) => message.type === 'admin.notice')).toEqual([])
    adminChannel.close()
    buyerChannel.close()
  })
})
