import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../test/auth-helpers'
import { orders as ordersTable } from '../../modules/orders/orders.table'
import { products as productsTable } from '../../modules/products/products.table'
import { buildTestApp } from '../../test/test-app'
import { RESTAURANTS_PAGE_SIZE_MAX } from '@soko/shared/food/food.constants'
import { restaurants } from '../../modules/food/food.table'
import { demoRestaurants } from './data/food'
import { demoFoodSeeder } from './demo-food.seeder'
import { demoCommunitySeeder } from './demo-community.seeder'
import { forumPosts } from '../../modules/forums/forums.table'
import { DEMO_PASSWORD } from './demo-users.seeder'
import { jobs } from '../../modules/jobs/jobs.table'
import { properties, realEstateAgents } from '../../modules/real-estate/real-estate.table'
import { directoryAgencies } from './data/real-estate'
import { medicalProviders, medications } from '../../modules/medical/medical.table'
import { insurancePlans } from '../../modules/insurance/insurance.table'

let app: FastifyInstance
// The whole demo seed runs first: well under a minute on an idle machine, more when other suites share the cores.
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' })
}, 180_000)
afterAll(async () => {
  await app.close()
})

describe('the demo seed at start', () => {
  it('creates the README’s demo accounts with their roles', async () => {
    const admin = await signIn(app, 'admin@soko.demo', DEMO_PASSWORD)
    expect(admin.statusCode).toBe(200)
    const cookie = ([] as string[])
      .concat(admin.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ role: 'admin', is_admin: true })
    expect((await signIn(app, 'wanjiku@soko.demo', DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it('creates the demo catalogue: 300+ products over 10 categories from 20+ vendors, some out of stock', async () => {
    const page = (await app.inject({ method: 'GET', url: '/api/products?limit=60' })).json()
    expect(page.total).toBeGreaterThanOrEqual(300)
    const categories = (await app.inject({ method: 'GET', url: '/api/products/categories' })).json()
      .categories
    expect(categories).toHaveLength(10)
    // Realistic stock: most products have plenty, a few run low, a few are sold out.
    const stock = (await app.db.select().from(productsTable)).map((product) => product.stockQuantity)
    const share = (test: (quantity: number) => boolean) => stock.filter(test).length / stock.length
    expect(share((quantity) => quantity >= 5)).toBeGreaterThan(0.7)
    expect(share((quantity) => quantity === 0)).toBeGreaterThan(0.03)
    expect(share((quantity) => quantity === 0)).toBeLessThan(0.15)
    expect(Math.max(...stock)).toBeGreaterThanOrEqual(50)
    expect(page.items[0].in_stock).toBe(true)
    const image = await app.inject({ method: 'GET', url: page.items[0].image_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
  })

  it('gives a new admin a living panel: vendors waiting for approval and orders in every status', async () => {
    const signedIn = await signIn(app, 'admin@soko.demo', DEMO_PASSWORD, '10.3.0.1')
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } })
    const vendors = (await get('/api/admin/vendors')).json().vendors as { verification_status: string }[]
    expect(
      vendors.filter((vendor) => vendor.verification_status === 'pending').length,
    ).toBeGreaterThanOrEqual(3)
    for (const status of ['pending', 'paid', 'processing', 'completed', 'cancelled']) {
      const orders = (await get(`/api/admin/orders?status=${status}&limit=1`)).json().orders as {
        status: string
      }[]
      expect(orders.map((order) => order.status)).toEqual([status])
    }
    // Demo data obeys the rules real data does: a pending order lives only within its reservation.
    const pending = await app.db.select().from(ordersTable).where(eq(ordersTable.status, 'pending'))
    expect(pending.length).toBeGreaterThan(0)
    for (const order of pending) expect(order.reservedUntil?.getTime()).toBeGreaterThan(Date.now())
    const stats = (await get('/api/admin/stats')).json()
    expect(stats.total_revenue).toBeGreaterThan(0)
    expect(stats.recent_activity.length).toBeGreaterThan(0)
  })

  it('gives the services side a life: 40+ providers, the demo fundi with bookings in every status, the demo vendor', async () => {
    const directory = (await app.inject({ method: 'GET', url: '/api/services' })).json()
    expect(directory.total).toBeGreaterThanOrEqual(40)
    const types = new Set<string>()
    for (let page = 1; page <= Math.ceil(directory.total / directory.page_size); page++) {
      const rows = (await app.inject({ method: 'GET', url: `/api/services?page=${page}` })).json().providers
      for (const row of rows as { provider_type: string; location_address: string | null }[]) {
        types.add(row.provider_type)
        expect(row.location_address).toMatch(/Nairobi$/)
      }
    }
    expect(types).toEqual(
      new Set([
        'service_provider',
        'medical_provider',
        'insurance_broker',
        'real_estate_agent',
        'driver',
        'event_promoter',
      ]),
    )

    const cookieOf = async (email: string, ip: string) =>
      ([] as string[])
        .concat((await signIn(app, email, DEMO_PASSWORD, ip)).headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ')
    const fundi = await cookieOf('fundi@soko.demo', '10.3.0.2')
    const bookings = (
      await app.inject({ method: 'GET', url: '/api/provider/bookings', headers: { cookie: fundi } })
    ).json().bookings as { status: string }[]
    expect(new Set(bookings.map((b) => b.status))).toEqual(
      new Set(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'rejected']),
    )
    const dashboard = (
      await app.inject({ method: 'GET', url: '/api/provider/dashboard', headers: { cookie: fundi } })
    ).json()
    expect(dashboard.stats.total_earnings).toBeGreaterThan(0)
    expect(dashboard.stats.average_rating).toBeGreaterThan(4)

    const vendor = await cookieOf('vendor@soko.demo', '10.3.0.3')
    const products = (
      await app.inject({ method: 'GET', url: '/api/vendor/products', headers: { cookie: vendor } })
    ).json()
    expect(products.products.length).toBeGreaterThan(0)
    const orders = (
      await app.inject({ method: 'GET', url: '/api/vendor/orders', headers: { cookie: vendor } })
    ).json()
    expect(orders.orders.length).toBeGreaterThan(0)

    const admin = await cookieOf('admin@soko.demo', '10.3.0.4')
    const review = (
      await app.inject({ method: 'GET', url: '/api/admin/service-applications', headers: { cookie: admin } })
    ).json()
    expect(review.stats.pending).toBeGreaterThanOrEqual(3)
    expect(review.stats.rejected).toBeGreaterThanOrEqual(2)
  })

  it('gives events a life: 40+ upcoming across four cities and every type, the demo promoter with sales', async () => {
    const page = (await app.inject({ method: 'GET', url: '/api/events?limit=60' })).json() as {
      total: number
      events: {
        id: string
        event_type: string
        location: string
        price: number
        is_ended: boolean
        is_sold_out: boolean
        seats_left: number
        image_url: string
      }[]
    }
    const upcoming = page.events.filter((event) => !event.is_ended)
    expect(upcoming.length).toBeGreaterThanOrEqual(40)
    expect(page.events.some((event) => event.is_ended)).toBe(true)
    expect(new Set(page.events.map((event) => event.event_type)).size).toBe(9)
    for (const city of ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'])
      expect(
        page.events.some((event) => event.location.endsWith(city)),
        city,
      ).toBe(true)
    expect(page.events.some((event) => event.price === 0)).toBe(true)
    expect(upcoming.filter((event) => event.is_sold_out)).toHaveLength(1)
    expect(upcoming.filter((event) => !event.is_sold_out && event.seats_left <= 15).length).toBeGreaterThan(2)
    const picture = await app.inject({ method: 'GET', url: page.events[0]!.image_url })
    expect(picture.headers['content-type']).toBe('image/webp')

    const cookieOf = async (email: string, ip: string) =>
      ([] as string[])
        .concat((await signIn(app, email, DEMO_PASSWORD, ip)).headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ')
    const promoter = await cookieOf('promoter@soko.demo', '10.3.0.5')
    const mine = (
      await app.inject({ method: 'GET', url: '/api/event-dashboard/events', headers: { cookie: promoter } })
    ).json().events as {
      tickets_sold: number
      checked_in: number
      revenue: number
      seats_left: number
      max_attendees: number
    }[]
    expect(mine.length).toBeGreaterThanOrEqual(8)
    expect(mine.every((event) => event.tickets_sold === event.max_attendees - event.seats_left)).toBe(true)
    expect(mine.reduce((sum, event) => sum + event.checked_in, 0)).toBeGreaterThan(0)
    expect(mine.reduce((sum, event) => sum + event.revenue, 0)).toBeGreaterThan(0)

    const wanjiku = await cookieOf('wanjiku@soko.demo', '10.3.0.6')
    const activity = (
      await app.inject({ method: 'GET', url: '/api/activity?limit=50', headers: { cookie: wanjiku } })
    ).json().items as { kind: string }[]
    expect(new Set(activity.map((item) => item.kind))).toEqual(
      // Every kind: Wanjiku has orders, bookings, tickets, food, rides, a viewing, job applications, appointments
      // and insurance quotes.
      new Set([
        'order',
        'service_booking',
        'event_booking',
        'food_order',
        'ride',
        'property_viewing',
        'job_application',
        'appointment',
        'insurance_quote',
      ]),
    )
    const tickets = (
      await app.inject({ method: 'GET', url: '/api/tickets', headers: { cookie: wanjiku } })
    ).json()
    expect(tickets.tickets.length).toBe(3)
  })

  it('gives food a life: every demo restaurant with hours and menu, the demo owner with a paid order waiting', async () => {
    const page = (
      await app.inject({ method: 'GET', url: `/api/restaurants?limit=${RESTAURANTS_PAGE_SIZE_MAX}` })
    ).json() as {
      total: number
      restaurants: { id: string; name: string; image_url: string; is_active: boolean }[]
    }
    expect(page.total).toBe(demoRestaurants.length)
    for (const restaurant of page.restaurants)
      expect(restaurant.image_url).toMatch(/^\/demo\/restaurants\/[a-z0-9-]+-720\.webp$/)
    const first = page.restaurants.find((r) => r.name === demoRestaurants[0]!.name)!
    const detail = (await app.inject({ method: 'GET', url: `/api/restaurants/${first.id}` })).json()
    expect(detail.hours.length).toBeGreaterThan(0)
    expect(detail.menu.length).toBeGreaterThan(0)
    expect(detail.menu[0].image_url).toMatch(/^\/demo\/dishes\/[a-z0-9-]+-480\.webp$/)

    const signedIn = await signIn(app, 'restaurant@soko.demo', DEMO_PASSWORD, '10.3.0.7')
    expect(signedIn.statusCode).toBe(200)
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } })
    const mine = (await get('/api/food-dashboard/restaurants')).json().restaurants as {
      id: string
      orders_waiting: number
    }[]
    expect(mine.length).toBe(demoRestaurants.filter((r) => r.owner === 'demo').length)
    const kitchen = mine.find((restaurant) => restaurant.orders_waiting > 0)!
    expect(kitchen.orders_waiting).toBe(1)
    const waiting = (await get(`/api/food-dashboard/restaurants/${kitchen.id}/orders`)).json().orders
    expect(waiting).toEqual([
      expect.objectContaining({ status: 'placed', payment_status: 'paid', customer_name: 'Wanjiku Kamau' }),
    ])
    const done = (await get(`/api/food-dashboard/restaurants/${kitchen.id}/orders?view=done`)).json().orders
    expect(done.length).toBeGreaterThanOrEqual(3)
    expect(done.every((order: { status: string }) => order.status === 'delivered')).toBe(true)

    // Seeding again adds nothing (the seeder is safe to run twice).
    const before = await app.db.$count(restaurants)
    // The owner's account exists, so no sign-up is asked for; the role is set again (a no-op here).
    const context = { auth: {}, users: { setRole: async () => undefined } }
    await demoFoodSeeder.run(app.db, context as unknown as Parameters<typeof demoFoodSeeder.run>[1])
    expect(await app.db.$count(restaurants)).toBe(before)
  })

  it('gives the community a life: 60+ posts and 200+ replies in both languages, counts equal to their rows, chats, a report', async () => {
    type Row = Record<string, unknown>
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows
    const [totals] = await rows(sql`
      select (select count(*)::int from forum_posts) as posts,
             (select count(*)::int from forum_replies) as replies,
             (select count(distinct category_id)::int from forum_posts) as categories,
             (select count(*)::int from forum_replies where parent_id is not null) as answers,
             (select count(*)::int from forum_posts where created_at < now() - interval '60 days') as too_old,
             (select count(*)::int from forum_posts where created_at > now()) as in_future`)
    expect(totals).toMatchObject({ categories: 8, too_old: 0, in_future: 0 })
    expect(totals!.posts).toBeGreaterThanOrEqual(60)
    expect(totals!.replies).toBeGreaterThanOrEqual(200)
    expect(totals!.answers).toBeGreaterThanOrEqual(30)
    // Every kept count equals its rows; the posts are spread over the 60 days.
    const inconsistent = await rows(sql`
      select p.id from forum_posts p
      where p.like_count <> (select count(*) from forum_post_reactions r where r.post_id = p.id)
         or p.view_count <> (select count(*) from forum_post_views v where v.post_id = p.id)
         or p.reply_count <> (select count(*) from forum_replies r where r.post_id = p.id and r.hidden_at is null)`)
    expect(inconsistent).toEqual([])
    const [spread] = await rows(sql`
      select extract(day from max(created_at) - min(created_at))::int as days,
             sum(like_count)::int as likes, sum(view_count)::int as views from forum_posts`)
    expect(spread!.days).toBeGreaterThanOrEqual(50)
    expect(spread!.likes).toBeGreaterThan(200)
    expect(spread!.views).toBeGreaterThan(spread!.likes as number)
    // Replies come after their post; an answer answers a reply of the same post.
    const misplaced = await rows(sql`
      select r.id from forum_replies r join forum_posts p on p.id = r.post_id
      left join forum_replies parent on parent.id = r.parent_id
      where r.created_at <= p.created_at or r.created_at > now()
         or (r.parent_id is not null and (parent.post_id is distinct from r.post_id or parent.created_at >= r.created_at))`)
    expect(misplaced).toEqual([])
    // English and Swahili.
    const swahili = await rows(
      sql`select id from forum_posts where search_text like '%mnapendekeza%' or search_text like '%asanteni%'`,
    )
    expect(swahili.length).toBeGreaterThan(0)
    const english = await rows(sql`select id from forum_posts where search_text like '%nyama choma%'`)
    expect(english.length).toBeGreaterThan(0)

    // Otieno signs in and has a conversation with Wanjiku, with its last message and an unread one for her.
    const otieno = await signIn(app, 'otieno@soko.demo', DEMO_PASSWORD, '10.3.0.8')
    expect(otieno.statusCode).toBe(200)
    expect(
      (await signIn(app, 'wanjiru.kamau@community.soko.demo', DEMO_PASSWORD, '10.3.0.9')).statusCode,
    ).toBe(200)
    const chats = await rows(sql`
      select c.last_message, c.last_message_at,
        (select count(*)::int from chat_messages m where m.conversation_id = c.id) as messages,
        (select max(created_at) from chat_messages m where m.conversation_id = c.id) as newest,
        (select count(*)::int from chat_messages m join users w on w.email = 'wanjiku@soko.demo'
          where m.conversation_id = c.id and m.sender_id <> w.id
            and m.created_at > coalesce(case when c.participant1_id = w.id then c.participant1_last_read_at
                                             else c.participant2_last_read_at end, '-infinity')) as unread_for_wanjiku
      from chat_conversations c
      join users a on a.id in (c.participant1_id, c.participant2_id) and a.email = 'otieno@soko.demo'
      join users b on b.id in (c.participant1_id, c.participant2_id) and b.email = 'wanjiku@soko.demo'`)
    expect(chats).toHaveLength(1)
    expect(chats[0]!.messages).toBeGreaterThanOrEqual(5)
    expect(chats[0]!.last_message).toEqual(expect.any(String))
    expect(new Date(chats[0]!.last_message_at as string).getTime()).toBe(
      new Date(chats[0]!.newest as string).getTime(),
    )
    expect(chats[0]!.unread_for_wanjiku).toBe(1)
    // The same through the API: Otieno's list shows Wanjiku's conversation; she has one unread message.
    const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
      ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ')
    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/chat/conversations',
        headers: { cookie: cookieOf(otieno) },
      })
    ).json() as { other: { full_name: string }; last_message: string | null }[]
    expect(mine.find((chat) => chat.other.full_name === 'Wanjiku Kamau')?.last_message).toEqual(
      chats[0]!.last_message,
    )
    const wanjiku = cookieOf(await signIn(app, 'wanjiku@soko.demo', DEMO_PASSWORD, '10.3.0.10'))
    const unread = await app.inject({ method: 'GET', url: '/api/chat/unread', headers: { cookie: wanjiku } })
    expect(unread.json()).toEqual({ unread_count: 1 })
    // The forums list finds the demo posts in both languages.
    for (const term of ['nyama choma', 'mnapendekeza']) {
      const page = (
        await app.inject({ method: 'GET', url: `/api/forums/posts?search=${encodeURIComponent(term)}` })
      ).json() as { items: unknown[] }
      expect(page.items.length, term).toBeGreaterThan(0)
    }
    expect((await rows(sql`select id from chat_conversations`)).length).toBeGreaterThanOrEqual(4)

    // One open report for the admin queue, about a visible reply, naming its author.
    const reports = await rows(sql`
      select cr.status, cr.target_type from content_reports cr
      join forum_replies r on r.id = cr.target_id and r.author_id = cr.author_id`)
    expect(reports).toEqual([{ status: 'open', target_type: 'reply' }])

    // Seeding again adds nothing (the accounts exist, so no sign-up is asked for).
    const before = await app.db.$count(forumPosts)
    await demoCommunitySeeder.run(app.db, {} as unknown as Parameters<typeof demoCommunitySeeder.run>[1])
    expect(await app.db.$count(forumPosts)).toBe(before)
  })

  it('gives real estate and jobs a life: 60+ listings, 40+ open jobs, the demo agent and employer at work', async () => {
    expect(await app.db.$count(properties, eq(properties.status, 'available'))).toBeGreaterThanOrEqual(60)
    expect(await app.db.$count(jobs, eq(jobs.status, 'open'))).toBeGreaterThanOrEqual(40)
    for (const [index, email] of ['agent@soko.demo', 'employer@soko.demo'].entries())
      expect((await signIn(app, email, DEMO_PASSWORD, `10.3.0.${20 + index}`)).statusCode, email).toBe(200)
    // The directory's real-estate providers (approved applications) are verified agents with listings.
    const agencies = await app.db
      .select({ agency: realEstateAgents.agencyName, verified: realEstateAgents.isVerified })
      .from(realEstateAgents)
      .innerJoin(properties, eq(properties.agentId, realEstateAgents.id))
    for (const business of Object.values(directoryAgencies))
      expect(agencies).toContainEqual({ agency: business, verified: true })
    // Viewings and applications come from the demo's customers, the community's members among them.
    const people = await app.db.execute(sql`
      select u.email from property_viewings v join users u on u.id = v.requester_id
      union all
      select u.email from job_applications a join users u on u.id = a.applicant_id`)
    const emails = (people as unknown as { rows: { email: string }[] }).rows.map((row) => row.email)
    expect(emails.length).toBeGreaterThanOrEqual(10)
    expect(emails.some((email) => email.endsWith('@community.soko.demo'))).toBe(true)
  })

  it('gives medical and insurance a life: 40+ practitioners, 80+ medicines, 25+ plans, the demo doctor, pharmacy and broker at work', async () => {
    expect(
      await app.db.$count(
        medicalProviders,
        and(eq(medicalProviders.isActive, true), eq(medicalProviders.isVerified, true)),
      ),
    ).toBeGreaterThanOrEqual(40)
    expect(await app.db.$count(medications)).toBeGreaterThanOrEqual(80)
    expect(await app.db.$count(insurancePlans, eq(insurancePlans.isActive, true))).toBeGreaterThanOrEqual(25)
    for (const [index, email] of ['doctor@soko.demo', 'pharmacy@soko.demo', 'broker@soko.demo'].entries())
      expect((await signIn(app, email, DEMO_PASSWORD, `10.3.0.${30 + index}`)).statusCode, email).toBe(200)
    // The demo pharmacy's waiting prescription, and the demo broker's open request, come from Wanjiku.
    const waiting = await app.db.execute(sql`
      select u.email from medication_prescriptions p join users u on u.id = p.user_id where p.status = 'pending'
      union all
      select u.email from insurance_quote_requests q join users u on u.id = q.user_id where q.status = 'open'`)
    expect((waiting as unknown as { rows: { email: string }[] }).rows.map((row) => row.email)).toEqual([
      'wanjiku@soko.demo',
      'wanjiku@soko.demo',
    ])
  })
})
