import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signIn, signUp, TEST_PASSWORD } from '../../test/auth-helpers'
import { users } from '../auth/auth.table'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import { buildTestApp } from '../../test/test-app'
import { notifications } from '../notifications/notifications.table'
import { orders } from '../orders/orders.table'
import { products } from '../products/products.table'
import { userRoles } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'
import { auditLog } from './audit.table'

let app: FastifyInstance
let admin: ReturnType<typeof as>
let adminId: string
let customer: { cookie: string; userId: string; email: string }

beforeAll(async () => {
  app = await buildTestApp()
  const account = await signUp(app, { name: 'Achieng Admin' })
  adminId = account.userId
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, adminId))
  admin = as(app, account.cookie)
  customer = await signUp(app, { name: 'Otieno Buyer' })
})
afterAll(async () => {
  await app.close()
})

const auditFor = (entityId: string) => app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))

describe('access', () => {
  it('refuses every /api/admin operation of the OpenAPI document to a guest (401) and a customer (403)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: path.replace(/\{[^}]+\}/g, '01900000-0000-7000-8000-000000000000'),
        })),
      )
    expect(operations.length).toBeGreaterThanOrEqual(20)
    for (const operation of operations) {
      const guest = await app.inject({ ...operation, headers: { origin: 'http://soko.test' }, payload: {} })
      expect(guest.statusCode, `${operation.method} ${operation.url} as a guest`).toBe(401)
      expect(guest.json()).toMatchObject({ error: { code: 'unauthorized' } })
      const asCustomer = await as(app, customer.cookie)({ ...operation, payload: {} })
      expect(asCustomer.statusCode, `${operation.method} ${operation.url} as a customer`).toBe(403)
    }
  })
})

describe('vendors', () => {
  it('adds, approves (audited, before and after), edits, searches and deletes a vendor', async () => {
    const owner = await signUp(app, { name: 'Kamau Owner' })
    const created = await admin({
      method: 'POST',
      url: '/api/admin/vendors',
      payload: {
        business_name: '  Kamau Electronics ',
        owner_email: owner.email,
        business_email: 'SALES@kamau.co.ke',
      },
    })
    expect(created.statusCode).toBe(201)
    const vendor = created.json()
    expect(vendor).toMatchObject({
      business_name: 'Kamau Electronics',
      business_email: 'sales@kamau.co.ke',
      verification_status: 'approved',
      owner: { id: owner.userId, email: owner.email },
    })
    const [role] = await app.db.select().from(userRoles).where(eq(userRoles.userId, owner.userId))
    expect(role?.role).toBe('vendor')

    const pending = await admin({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendor.id}`,
      payload: { verification_status: 'pending' },
    })
    expect(pending.json().verification_status).toBe('pending')
    const approved = await admin({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendor.id}`,
      payload: { verification_status: 'approved' },
    })
    expect(approved.json().verification_status).toBe('approved')
    const entries = await auditFor(vendor.id)
    expect(entries.map((entry) => entry.action)).toEqual(['vendor.create', 'vendor.update', 'vendor.approve'])
    const approval = entries.find((entry) => entry.action === 'vendor.approve')!
    expect(approval).toMatchObject({ actorId: adminId, summary: 'Approved vendor "Kamau Electronics"' })
    expect(approval.before).toMatchObject({ verification_status: 'pending' })
    expect(approval.after).toMatchObject({ verification_status: 'approved' })

    const found = await admin({ method: 'GET', url: '/api/admin/vendors?search=KAMAU' })
    expect(found.json().vendors.map((row: { id: string }) => row.id)).toContain(vendor.id)
    expect((await admin({ method: 'GET', url: '/api/admin/vendor-options' })).json().vendors).toContainEqual({
      id: vendor.id,
      business_name: 'Kamau Electronics',
      commission_rate: 0,
    })

    expect((await admin({ method: 'DELETE', url: `/api/admin/vendors/${vendor.id}` })).statusCode).toBe(204)
    expect((await admin({ method: 'DELETE', url: `/api/admin/vendors/${vendor.id}` })).statusCode).toBe(404)
    expect(
      (await admin({ method: 'PATCH', url: '/api/admin/vendors/not-an-id', payload: {} })).statusCode,
    ).toBe(404)
  })

  it('refuses a vendor without a name, or with an owner e-mail no account uses, storing nothing', async () => {
    const before = (await admin({ method: 'GET', url: '/api/admin/vendors' })).json().vendors.length
    const noName = await admin({ method: 'POST', url: '/api/admin/vendors', payload: { business_name: ' ' } })
    expect(noName.statusCode).toBe(400)
    expect(noName.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { business_name: 'Business name is required' } },
    })
    const unknownOwner = await admin({
      method: 'POST',
      url: '/api/admin/vendors',
      payload: { business_name: 'Ghost Traders', owner_email: 'nobody@example.co.ke' },
    })
    expect(unknownOwner.statusCode).toBe(400)
    expect(unknownOwner.json().error.message).toBe('No account uses that e-mail address.')
    expect((await admin({ method: 'GET', url: '/api/admin/vendors' })).json().vendors.length).toBe(before)
  })
})

describe('products', () => {
  it('creates a product with the spec rules (in stock when stock > 0), edits it and deletes it', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: 'Maasai shuka',
        price: 1499.5,
        stock_quantity: 0,
        category: 'Clothing',
        image_url: 'https://example.com/shuka.jpg',
      },
    })
    expect(created.statusCode).toBe(201)
    const product = created.json()
    expect(product).toMatchObject({
      name: 'Maasai shuka',
      price: 1499.5,
      price_cents: 149950,
      in_stock: false,
      stock_quantity: 0,
    })

    const edited = await admin({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { stock_quantity: 12 },
    })
    expect(edited.json()).toMatchObject({ stock_quantity: 12, in_stock: true })
    expect(
      (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().product.in_stock,
    ).toBe(true)

    expect((await admin({ method: 'DELETE', url: `/api/admin/products/${product.id}` })).statusCode).toBe(204)
    expect(await app.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0)
    expect((await auditFor(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.update',
      'product.delete',
    ])
  })

  it('answers bad fields with the field messages: name, price, stock and an image URL that is not http(s)', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: '', price: -5, stock_quantity: 1.5, image_url: 'javascript:alert(1)' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      name: 'Product name is required',
      price: 'Price must be a number above 0',
      stock_quantity: 'Stock quantity must be a whole number, 0 or more',
      image_url: 'Image URL must start with http:// or https://',
    })
  })
})

describe('orders', () => {
  it('moves an order through the statuses; the customer is told each time; cancelling an unpaid one gives the stock back', async () => {
    const product = await createProduct(app, { stockQuantity: 5 })
    const placed = await placeOrder(app, customer.cookie, { [product.id]: 2 })
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json().id as string
    const reference = placed.json().reference as string
    expect(reference).toMatch(/^SK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/)
    const stock = async () =>
      (await app.db.select().from(products).where(eq(products.id, product.id)))[0]!.stockQuantity
    expect(await stock()).toBe(3)

    const processing = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'processing' },
    })
    expect(processing.statusCode).toBe(200)
    expect(processing.json()).toMatchObject({
      status: 'processing',
      number: reference,
      refund_due: false,
    })
    const cancelled = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_due: false })
    expect(await stock()).toBe(5)

    const told = await app.db.select().from(notifications).where(eq(notifications.userId, customer.userId))
    expect(told.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Your order is being prepared', 'Your order was cancelled']),
    )
    expect(
      (await as(app, customer.cookie)({ method: 'GET', url: `/api/orders/${orderId}` })).json().status,
    ).toBe('cancelled')

    const listed = (
      await admin({ method: 'GET', url: `/api/admin/orders?search=${orderId.slice(0, 8)}` })
    ).json()
    expect(listed.orders.map((row: { id: string }) => row.id)).toEqual([orderId])
    expect(listed.orders[0].customer).toMatchObject({ id: customer.userId, email: customer.email })
    // The reference as people type it: any case, with or without dashes and prefix.
    for (const typed of [reference, reference.toLowerCase().replaceAll('-', ''), reference.slice(3)]) {
      const found = (
        await admin({ method: 'GET', url: `/api/admin/orders?search=${encodeURIComponent(typed)}` })
      ).json()
      expect(found.orders.map((row: { id: string }) => row.id)).toEqual([orderId])
    }
  })

  it('cancelling a paid order records that a refund is due instead of losing the payment', async () => {
    const product = await createProduct(app, { stockQuantity: 5 })
    const orderId = (await placeOrder(app, customer.cookie, { [product.id]: 1 })).json().id as string
    await app.db.update(orders).set({ status: 'paid', paymentStatus: 'paid' }).where(eq(orders.id, orderId))
    const res = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'cancelled' },
    })
    expect(res.json()).toMatchObject({ status: 'cancelled', payment_status: 'paid', refund_due: true })
    const bad = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'paid' },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('users', () => {
  it('changes a role at once, and refuses to change, suspend or delete the acting admin', async () => {
    const someone = await signUp(app)
    const changed = await admin({
      method: 'PUT',
      url: `/api/admin/users/${someone.userId}/role`,
      payload: { role: 'driver' },
    })
    expect(changed.json()).toMatchObject({
      id: someone.userId,
      role: 'driver',
      status: 'active',
      is_self: false,
    })
    for (const call of [
      { method: 'PUT' as const, url: `/api/admin/users/${adminId}/role`, payload: { role: 'customer' } },
      { method: 'POST' as const, url: `/api/admin/users/${adminId}/suspend`, payload: {} },
      { method: 'DELETE' as const, url: `/api/admin/users/${adminId}` },
    ]) {
      const res = await admin(call)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        error: { code: 'cannot_change_self', message: 'You cannot change your own account here.' },
      })
    }
  })

  it('suspends a user: their sessions end and sign-in is refused until they are reactivated', async () => {
    const someone = await signUp(app, { name: 'Wafula Suspended' })
    const suspended = await admin({
      method: 'POST',
      url: `/api/admin/users/${someone.userId}/suspend`,
      payload: {},
    })
    expect(suspended.json().status).toBe('suspended')
    expect((await as(app, someone.cookie)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
    const refused = await signIn(app, someone.email, TEST_PASSWORD, '10.9.0.1')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Your account has been suspended. Please contact support.')

    await admin({ method: 'POST', url: `/api/admin/users/${someone.userId}/reactivate`, payload: {} })
    expect((await signIn(app, someone.email, TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200)
    expect((await auditFor(someone.userId)).map((entry) => entry.action)).toEqual([
      'user.suspend',
      'user.reactivate',
    ])
  })

  it('deletes a user with their data', async () => {
    const someone = await signUp(app)
    expect((await admin({ method: 'DELETE', url: `/api/admin/users/${someone.userId}` })).statusCode).toBe(
      204,
    )
    expect((await signIn(app, someone.email, TEST_PASSWORD, '10.9.0.3')).statusCode).toBe(401)
    const list = (
      await admin({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(someone.email)}` })
    ).json()
    expect(list.users).toEqual([])
  })
})

describe('dashboard, analytics and the audit log', () => {
  it('counts real figures: revenue from completed orders only, pending orders, and the recent activity', async () => {
    const product = await createProduct(app, { stockQuantity: 10, priceCents: 250_000 })
    const before = (await admin({ method: 'GET', url: '/api/admin/stats' })).json()
    const orderId = (await placeOrder(app, customer.cookie, { [product.id]: 2 })).json().id as string
    const pendingNow = (await admin({ method: 'GET', url: '/api/admin/stats' })).json()
    expect(pendingNow.total_orders).toBe(before.total_orders + 1)
    expect(pendingNow.pending_orders).toBe(before.pending_orders + 1)
    expect(pendingNow.total_revenue_cents).toBe(before.total_revenue_cents)

    await admin({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, payload: { status: 'completed' } })
    const after = (await admin({ method: 'GET', url: '/api/admin/stats' })).json()
    expect(after.total_revenue_cents).toBe(before.total_revenue_cents + 500_000)
    expect(after.total_revenue).toBe(after.total_revenue_cents / 100)
    expect(after.recent_activity[0]).toMatchObject({
      action: 'order.status',
      entity_id: orderId,
      actor_id: adminId,
    })
    expect(after.metrics.active_sessions).toBeGreaterThan(0)

    const analytics = (await admin({ method: 'GET', url: '/api/admin/analytics?days=7' })).json()
    expect(analytics.revenue_by_day).toHaveLength(7)
    expect(analytics.revenue_by_day.at(-1).revenue_cents).toBeGreaterThanOrEqual(500_000)
    expect(analytics.top_products.map((row: { id: string }) => row.id)).toContain(product.id)
  })

  it('filters and pages the audit log, newest first', async () => {
    const page = (await admin({ method: 'GET', url: '/api/admin/audit?action=order.status&limit=1' })).json()
    expect(page.entries).toHaveLength(1)
    expect(page.entries[0].action).toBe('order.status')
    expect(page.next_cursor).toBe(page.entries[0].id)
    const next = (
      await admin({
        method: 'GET',
        url: `/api/admin/audit?action=order.status&limit=1&cursor=${page.next_cursor}`,
      })
    ).json()
    expect(next.entries[0].id < page.entries[0].id).toBe(true)
    expect(
      (await admin({ method: 'GET', url: '/api/admin/audit?actor=achieng' })).json().entries.length,
    ).toBeGreaterThan(0)
    expect(
      (await admin({ method: 'GET', url: '/api/admin/audit?actor=nobody-at-all' })).json().entries,
    ).toEqual([])
  })

  it('lists the drivers, properties and jobs tables for real (empty until their modules add rows)', async () => {
    for (const section of ['drivers', 'properties', 'jobs']) {
      expect((await admin({ method: 'GET', url: `/api/admin/${section}` })).json()).toMatchObject({
        items: [],
        total: 0,
      })
    }
  })
})

describe('orders, a page at a time', () => {
  it('pages the list newest first with limit and before, and refuses a bad page request', async () => {
    const buyer = await signUp(app, { name: 'Wairimu Pages' })
    const product = await createProduct(app, { stockQuantity: 10 })
    const placed: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(app, buyer.cookie, { [product.id]: 1 })
      expect(res.statusCode).toBe(201)
      placed.push(res.json().id as string)
    }
    const list = async (query: string) => {
      const res = await admin({ method: 'GET', url: `/api/admin/orders?search=${buyer.email}&${query}` })
      expect(res.statusCode).toBe(200)
      return res.json() as { orders: { id: string }[]; next_before: string | null }
    }
    const first = await list('limit=2')
    expect(first.orders).toHaveLength(2)
    expect(first.next_before).toBe(first.orders[1]!.id)
    const second = await list(`limit=2&before=${first.next_before}`)
    expect(second.orders).toHaveLength(1)
    expect(second.next_before).toBeNull()
    const seen = [...first.orders, ...second.orders].map((row) => row.id)
    expect([...seen].sort()).toEqual([...placed].sort())
    expect(seen).toEqual([...seen].sort().reverse())

    for (const bad of ['limit=0', 'limit=101', 'before=not-an-id']) {
      const res = await admin({ method: 'GET', url: `/api/admin/orders?${bad}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_failed')
    }
  })
})

describe('products, users and vendors, a page at a time', () => {
  type Row = { id: string; createdAt: Date }
  /** Newest first, the id breaking ties: the order every page of these lists follows. */
  const newestFirst = (rows: Row[]) =>
    [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id)
  /**
   * Dates out of step with the ids (which grow with each insert), five of them shared by several rows, so the
   * order is by created_at and only the id breaks the ties.
   */
  const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 10) - ((n * 7) % 5) * 3_600_000)

  /** Follows next_before to the end with `limit` a page; checks each page's length and cursor on the way. */
  async function pageThrough(list: 'products' | 'users' | 'vendors', search: string, limit: number) {
    const ids: string[] = []
    let before: string | null = ''
    for (let pages = 0; before !== null; pages++) {
      expect(pages, 'more pages than rows').toBeLessThan(100)
      const query = new URLSearchParams({ search, limit: String(limit), ...(before ? { before } : {}) })
      const res = await admin({ method: 'GET', url: `/api/admin/${list}?${query}` })
      expect(res.statusCode).toBe(200)
      const body = res.json() as Record<string, { id: string }[]> & { next_before: string | null }
      const rows = body[list]!
      if (body.next_before !== null) {
        expect(rows).toHaveLength(limit)
        expect(body.next_before).toBe(rows.at(-1)!.id)
      } else expect(rows.length).toBeLessThanOrEqual(limit)
      ids.push(...rows.map((row) => row.id))
      before = body.next_before
    }
    return ids
  }

  it('pages the products 30 at a time without overlap or gap, also with a search, and unpaged as before', async () => {
    const tag = `Kiondo ${randomUUID().slice(0, 8)}`
    const rows = await app.db
      .insert(products)
      .values(
        Array.from({ length: 32 }, (_, n) => ({
          name: `${tag} ${n}`,
          priceCents: 150_000,
          category: 'Clothing',
          stockQuantity: 5,
          createdAt: createdAt(n),
        })),
      )
      .returning({ id: products.id, createdAt: products.createdAt, name: products.name })

    // The screen's page: 30 rows of the whole list, not the whole catalogue.
    const first = (await admin({ method: 'GET', url: '/api/admin/products?limit=30' })).json()
    expect(first.products).toHaveLength(30)
    expect(first.next_before).toBe(first.products[29].id)

    expect(await pageThrough('products', tag, 30)).toEqual(newestFirst(rows))
    expect(await pageThrough('products', tag, 7)).toEqual(newestFirst(rows))
    // Search and paging together: "<tag> 1" is 1 and 10 to 19.
    const ones = rows.filter((row) => /\s1\d?$/.test(row.name))
    expect(ones).toHaveLength(11)
    expect(await pageThrough('products', `${tag} 1`, 4)).toEqual(newestFirst(ones))

    // Without limit, the list answers as it did before paging (up to 500 rows), with the cursor beside it.
    const unpaged = (
      await admin({ method: 'GET', url: `/api/admin/products?search=${encodeURIComponent(tag)}` })
    ).json()
    expect(unpaged.products.map((row: { id: string }) => row.id)).toEqual(newestFirst(rows))
    expect(unpaged.next_before).toBeNull()
  })

  it('pages the users, with a search, newest first', async () => {
    const tag = `pager-${randomUUID().slice(0, 8)}`
    const rows = await app.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, n) => ({
          id: randomUUID(),
          name: `Paged ${n}`,
          email: `${tag}-${n}@example.co.ke`,
          createdAt: createdAt(n),
        })),
      )
      .returning({ id: users.id, createdAt: users.createdAt })
    expect(await pageThrough('users', tag, 3)).toEqual(newestFirst(rows))
    expect(await pageThrough('users', tag, 8)).toEqual(newestFirst(rows))
    const all = (await admin({ method: 'GET', url: '/api/admin/users?limit=2' })).json()
    expect(all.users).toHaveLength(2)
    expect(all.next_before).toBe(all.users[1].id)
  })

  it('pages the vendors, with a search, newest first', async () => {
    const tag = `Pager Traders ${randomUUID().slice(0, 8)}`
    const rows = await app.db
      .insert(vendors)
      .values(Array.from({ length: 7 }, (_, n) => ({ businessName: `${tag} ${n}`, createdAt: createdAt(n) })))
      .returning({ id: vendors.id, createdAt: vendors.createdAt })
    expect(await pageThrough('vendors', tag, 3)).toEqual(newestFirst(rows))
    expect(await pageThrough('vendors', tag.toUpperCase(), 2)).toEqual(newestFirst(rows))
    expect(await pageThrough('vendors', tag, 100)).toEqual(newestFirst(rows))
  })

  it('refuses a bad page request with the error shape, and asks who is asking first', async () => {
    for (const list of ['products', 'users', 'vendors']) {
      for (const bad of ['limit=0', 'limit=101', 'limit=ten', 'limit=2.5', 'before=not-an-id']) {
        const res = await admin({ method: 'GET', url: `/api/admin/${list}?${bad}` })
        expect(res.statusCode, `${list}?${bad}`).toBe(400)
        expect(res.json()).toMatchObject({
          error: { code: 'validation_failed', message: expect.any(String) },
        })
      }
      const url = `/api/admin/${list}?limit=30`
      const guest = await app.inject({ method: 'GET', url })
      expect(guest.statusCode).toBe(401)
      expect(guest.json()).toMatchObject({ error: { code: 'unauthorized', message: expect.any(String) } })
      const asCustomer = await as(app, customer.cookie)({ method: 'GET', url })
      expect(asCustomer.statusCode).toBe(403)
      expect(asCustomer.json()).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      })
      // The guard comes before the query's checks: a bad page request tells a stranger nothing.
      expect((await app.inject({ method: 'GET', url: `/api/admin/${list}?limit=0` })).statusCode).toBe(401)
    }
  })
})
