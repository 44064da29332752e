import { lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { session as customer } from '@/features/chat/test/fixtures'
import { otherRestaurant, sampleRestaurant } from '@/features/food/test/fixtures'
import { queryClient } from '@/lib/query-client'
import { finished, renderFirstScreen } from './first-screen'
import type { ReadAnswer } from './server-reads'

const foodBoot = (restaurants: (typeof sampleRestaurant)[]) => ({
  session: null,
  lists: {
    restaurants: {
      query: { sort: 'relevance' },
      page: { restaurants, total: restaurants.length, page: 1, limit: 24 },
    },
  },
})

describe('renderFirstScreen', () => {
  it("renders /food's first page from the boot data: the shell, the heading and the cards with their pictures", async () => {
    const html = await renderFirstScreen('/food', foodBoot([sampleRestaurant, otherRestaurant]), {
      phone: true,
    })
    expect(html).toContain('Food Delivery')
    expect(html).toContain('Mama Ngina Kitchen')
    expect(html).toContain('Pizza Mtaani')
    expect(html).toContain('2 restaurants found')
    expect(html).not.toContain('Loading delicious restaurants...')
    // The first card's picture is the page's largest paint: asked for first.
    expect(html).toMatch(/<img[^>]*src="\/demo\/restaurants\/african-720\.webp"[^>]*fetchPriority="high"/)
    // The page shell is part of it, with the guest's menu.
    expect(html).toContain('Skip to main content')
  })

  it("keeps nothing from one page's render to the next", async () => {
    await renderFirstScreen('/food', foodBoot([sampleRestaurant]), { phone: true })
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    const next = await renderFirstScreen('/food', foodBoot([otherRestaurant]), { phone: true })
    expect(next).toContain('Pizza Mtaani')
    expect(next).not.toContain('Mama Ngina Kitchen')
  })

  it('renders a list without boot data in its loading state, and the signed-in reader’s shell', async () => {
    const html = await renderFirstScreen(
      '/jobs',
      {
        session: {
          id: 'u1',
          email: 'wanjiku@soko.demo',
          email_verified: true,
          roles: ['customer'],
          profile: { full_name: 'Wanjiku Kamau' },
        },
      },
      { phone: false },
    )
    expect(html).toContain('Jobs')
    expect(html).toContain('Loading jobs...')
  })
})

const adminSession = {
  id: 'a1',
  email: 'admin@soko.demo',
  email_verified: true,
  roles: ['admin'],
  is_admin: true,
  profile: { full_name: 'Soko Admin' },
}

const json = (status: number, body: unknown): ReadAnswer => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
})

describe('renderFirstScreen of a signed-in screen, with its reads', () => {
  it('renders the admin restaurants with the list the server read as the reader, and carries the read', async () => {
    const paths: string[] = []
    const readApi = async (path: string) => {
      paths.push(path)
      if (path === '/api/admin/restaurants') return json(200, { restaurants: [] })
      return json(404, { error: { code: 'not_found', message: 'Not found.' } })
    }
    const html = await renderFirstScreen(
      '/admin/restaurants',
      { session: adminSession },
      { phone: false, readApi },
    )
    expect(paths).toContain('/api/admin/restaurants')
    // Each read once: a refusal is not tried again.
    expect(new Set(paths).size).toBe(paths.length)
    expect(html).toContain('No restaurants yet')
    const reads = JSON.parse(
      /<script type="application\/json" id="soko-reads">(.*)<\/script>$/.exec(html)?.[1] ?? '[]',
    )
    expect(reads).toContainEqual({
      key: ['admin', 'restaurants'],
      data: { restaurants: [] },
      at: expect.any(Number),
    })
    // Refused reads are not carried: the app asks again and shows its own state.
    expect(reads.every((read: { data: unknown }) => read.data !== undefined)).toBe(true)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('escapes the reads for the page and never writes', async () => {
    const readApi = async (path: string) =>
      path === '/api/admin/restaurants'
        ? json(200, {
            restaurants: [],
            note: '</script><script>alert(1)</script>',
          })
        : json(404, { error: { code: 'not_found', message: 'Not found.' } })
    const html = await renderFirstScreen(
      '/admin/restaurants',
      { session: adminSession },
      { phone: true, readApi },
    )
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
    await expect(fetch('/api/admin/restaurants', { method: 'POST' })).rejects.toThrow(
      'no network in a render',
    )
  })
})

describe('a screen that sends its reader elsewhere', () => {
  const cartOf = (items: unknown[]) => async (path: string) =>
    path === '/api/cart'
      ? json(200, { items, count: items.length, subtotal: items.length ? 1500 : 0 })
      : json(404, { error: { code: 'not_found', message: 'Not found.' } })

  it('answers no screen: an empty cart’s checkout goes to /shop, unless the browser’s history state says otherwise', async () => {
    // The server cannot see history state (an order handed over to pay): the app decides, from the static shell.
    expect(
      await renderFirstScreen('/checkout', { session: customer }, { phone: true, readApi: cartOf([]) }),
    ).toBe('')
    // The next render starts afresh.
    const next = await renderFirstScreen('/food', foodBoot([sampleRestaurant]), { phone: true })
    expect(next).toContain('Mama Ngina Kitchen')
  })

  it('renders the checkout of a cart with something in it', async () => {
    const line = {
      id: 'l1',
      product_id: 'p1',
      quantity: 1,
      products: {
        id: 'p1',
        name: 'Kiondo basket',
        price: 1500,
        image_url: null,
        vendor: 'Soko Crafts',
        in_stock: true,
        stock_quantity: 4,
      },
      price_when_added: 1500,
      price_changed: false,
    }
    const html = await renderFirstScreen(
      '/checkout',
      { session: customer },
      { phone: true, readApi: cartOf([line]) },
    )
    expect(html).toContain('Kiondo basket')
  })
})

describe('a part whose code was still loading', () => {
  it('is rendered once more when its code has arrived, so the browser need not render it itself', async () => {
    const Panel = lazy(async () => ({ default: () => <p>Current trip</p> }))
    const render = () =>
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <Panel />
        </Suspense>,
      )
    const first = render()
    expect(first).toContain('<!--$!-->')
    const html = await finished(first, render)
    expect(html).toContain('Current trip')
    expect(html).not.toContain('<!--$!-->')
  })
})
