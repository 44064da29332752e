import { describe, expect, it } from 'vitest'
import { otherRestaurant, sampleRestaurant } from '@/features/food/test/fixtures'
import { queryClient } from '@/lib/query-client'
import { matchesWidth, reader } from './browser-globals'
import { renderFirstScreen } from './first-screen'

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

describe('the media queries of the server render', () => {
  it("answer for the reader's guessed width", () => {
    reader.width = 412
    expect(matchesWidth('(max-width: 767.98px)')).toBe(true)
    expect(matchesWidth('(min-width: 768px)')).toBe(false)
    reader.width = 1280
    expect(matchesWidth('(max-width: 767.98px)')).toBe(false)
    expect(matchesWidth('(min-width: 768px) and (max-width: 1536px)')).toBe(true)
    expect(matchesWidth('(prefers-reduced-motion: reduce)')).toBe(false)
  })
})
