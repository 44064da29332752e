import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { addDish, emptyBasket } from '../basket'
import type { RestaurantDetail } from '../food-types'
import { localBasketKey, readLocalBasket, writeLocalBasket } from '../local-basket'
import { margherita, otherRestaurant, sampleDetail } from '../test/fixtures'
import MenuDialog from './menu-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

/** A visitor (GET /api/me answers 401) looking at a restaurant's menu. */
function stubApi(detail: RestaurantDetail) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me')
      return new Response(JSON.stringify({ error: { code: 'auth.required', message: 'x' } }), { status: 401 })
    if (url === `/api/restaurants/${detail.id}`) return new Response(JSON.stringify(detail), { status: 200 })
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderMenu(detail: RestaurantDetail = sampleDetail) {
  stubApi(detail)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onClose = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '/food',
        element: <MenuDialog target={{ id: detail.id, name: detail.name }} onClose={onClose} />,
      },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { initialEntries: ['/food'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, onClose }
}

beforeEach(() => vi.mocked(toast.error).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('the menu dialog', () => {
  it('lists the dishes by category; adding and removing changes the quantity and the summary', async () => {
    renderMenu()
    const dialog = await screen.findByRole('dialog', { name: 'Mama Ngina Kitchen' })
    expect(await within(dialog).findByRole('heading', { name: 'Mains' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Sides' })).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pilau' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Pilau' }))
    expect(within(dialog).getByRole('group', { name: 'Quantity of Pilau' })).toHaveTextContent('2')
    expect(screen.getByTestId('food-basket-total')).toHaveTextContent('KSh 850')
    expect(screen.queryByTestId('food-minimum-missing')).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'One less Pilau' }))
    expect(screen.getByTestId('food-minimum-missing')).toHaveTextContent(
      'The minimum order here is KSh 500. Add KSh 150 more to check out.',
    )
    // Kept in the browser for a visitor, so a reload finds it.
    expect(readLocalBasket().items).toEqual([
      expect.objectContaining({ menu_item_id: 'dish-1', quantity: 1 }),
    ])
    expect(window.localStorage.getItem(localBasketKey)).toContain('dish-1')
  })

  it('Proceed to Checkout with an empty basket says "Please add items to your cart" and stays', async () => {
    const { router } = renderMenu()
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('heading', { name: 'Mains' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }))
    expect(toast.error).toHaveBeenCalledWith('Please add items to your cart')
    expect(router.state.location.pathname).toBe('/food')
  })

  it('Proceed to Checkout with dishes goes to /cart', async () => {
    const { router, onClose } = renderMenu()
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Chapati' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(onClose).toHaveBeenCalled()
  })

  it('a dish from another restaurant asks to start a new basket; agreeing replaces it', async () => {
    const other = addDish(emptyBasket, otherRestaurant, margherita)
    if (!other.ok) throw new Error('not added')
    writeLocalBasket(other.basket)
    renderMenu()
    const dialog = await screen.findByRole('dialog', { name: 'Mama Ngina Kitchen' })
    expect(await within(dialog).findByTestId('other-basket-note')).toHaveTextContent('Pizza Mtaani')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pilau' }))

    const ask = await screen.findByRole('alertdialog', { name: 'Start a new basket?' })
    expect(ask).toHaveTextContent(
      'Your basket has dishes from Pizza Mtaani. Adding this dish from Mama Ngina Kitchen empties it first.',
    )
    await userEvent.click(within(ask).getByRole('button', { name: 'Start New Basket' }))
    await waitFor(() => expect(readLocalBasket().restaurant?.id).toBe('rest-1'))
    expect(readLocalBasket().items.map((item) => item.menu_item_id)).toEqual(['dish-1'])
  })

  it('keeping the other basket leaves it untouched', async () => {
    const other = addDish(emptyBasket, otherRestaurant, margherita)
    if (!other.ok) throw new Error('not added')
    writeLocalBasket(other.basket)
    renderMenu()
    const dialog = await screen.findByRole('dialog', { name: 'Mama Ngina Kitchen' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Pilau' }))
    const ask = await screen.findByRole('alertdialog')
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep My Basket' }))
    expect(readLocalBasket().restaurant?.id).toBe('rest-2')
  })

  it('a closed restaurant says so and nothing can be added or checked out', async () => {
    renderMenu({ ...sampleDetail, is_open: false, opens_next: '08:00' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This restaurant is closed right now. Please order when it opens.',
    )
    expect(within(dialog).getByRole('button', { name: 'Add Pilau' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled()
  })
})
