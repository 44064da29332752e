import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setDataSaverChoice } from '@/lib/data-saver'
import type { Advert } from '../api/get-adverts'
import { billboardRotateMs, BillboardView } from './billboard'

const advert = (index: number): Advert => ({
  id: `ad-${index}`,
  type: 'product',
  title: `Advert number ${index}`,
  description: `The description of advert ${index}.`,
  price: 1000 * index,
  image_url: `/demo/products/ad-${index}.webp`,
  location: 'Nairobi CBD',
  vendor: 'Nairobi Tech Hub',
  category: 'Electronics',
  link: `/product/ad-${index}`,
})

const three = [advert(1), advert(2), advert(3)]

function renderBillboard(items: Advert[], onMoreAds = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <BillboardView items={items} onMoreAds={onMoreAds} /> },
  ])
  render(<RouterProvider router={router} />)
  return { onMoreAds }
}

const slide = () => screen.getByTestId('billboard-slide')
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('BillboardView', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves to the next advert every 5 seconds and wraps around', () => {
    renderBillboard(three)
    expect(billboardRotateMs).toBe(5000)
    expect(slide()).toHaveAccessibleName('1 of 3')
    expect(screen.getByRole('heading', { name: 'Advert number 1' })).toBeInTheDocument()

    tick(4999)
    expect(slide()).toHaveAccessibleName('1 of 3')
    tick(1)
    expect(slide()).toHaveAccessibleName('2 of 3')
    expect(screen.getByRole('heading', { name: 'Advert number 2' })).toBeInTheDocument()
    tick(5000)
    expect(slide()).toHaveAccessibleName('3 of 3')
    tick(5000)
    expect(slide()).toHaveAccessibleName('1 of 3')
  })

  it('shows the price, place and seller, and Explore Now leads to the item', () => {
    renderBillboard(three)
    expect(screen.getByText('KSh 1,000')).toBeInTheDocument()
    expect(screen.getByText('Nairobi CBD')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/product/ad-1')
  })

  it('a dot jumps to its advert and the 5 seconds start again from there', () => {
    renderBillboard(three)
    tick(3000)
    const dots = screen.getAllByRole('button', { name: /^Go to ad/ })
    expect(dots).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Go to ad 3' }))
    expect(slide()).toHaveAccessibleName('3 of 3')
    expect(screen.getByRole('button', { name: 'Go to ad 3' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Go to ad 1' })).not.toHaveAttribute('aria-current')
    tick(4999)
    expect(slide()).toHaveAccessibleName('3 of 3')
    tick(1)
    expect(slide()).toHaveAccessibleName('1 of 3')
  })

  it('stands still while paused, and runs again when resumed', () => {
    renderBillboard(three)
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }))
    tick(20_000)
    expect(slide()).toHaveAccessibleName('1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }))
    tick(5000)
    expect(slide()).toHaveAccessibleName('2 of 3')
  })

  it('with data saver, does not rotate by itself, shows the smallest pictures, and runs once the reader presses play', () => {
    setDataSaverChoice(true)
    try {
      renderBillboard([
        { ...advert(1), image_url: '/demo/products/phone-480.webp' },
        { ...advert(2), image_url: '/demo/products/book-480.webp' },
      ])
      tick(20_000)
      expect(slide()).toHaveAccessibleName('1 of 2')
      const picture = slide().querySelector('img')!
      expect(picture.getAttribute('src')).toBe('/demo/products/phone-240.webp')
      expect(picture.hasAttribute('srcset')).toBe(false)
      fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }))
      tick(5000)
      expect(slide()).toHaveAccessibleName('2 of 2')
    } finally {
      window.localStorage.removeItem('soko.dataSaver')
    }
  })

  it('holds still while the pointer is over it', () => {
    renderBillboard(three)
    fireEvent.mouseEnter(slide().closest('section')!)
    tick(12_000)
    expect(slide()).toHaveAccessibleName('1 of 3')
    fireEvent.mouseLeave(slide().closest('section')!)
    tick(5000)
    expect(slide()).toHaveAccessibleName('2 of 3')
  })

  it('holds still while keyboard focus is inside it', () => {
    renderBillboard(three)
    fireEvent.focus(screen.getByRole('button', { name: 'Go to ad 2' }))
    tick(12_000)
    expect(slide()).toHaveAccessibleName('1 of 3')
    fireEvent.blur(screen.getByRole('button', { name: 'Go to ad 2' }))
    tick(5000)
    expect(slide()).toHaveAccessibleName('2 of 3')
  })

  it('More Ads asks for a new mix, which starts from its first advert', () => {
    const onMoreAds = vi.fn()
    function Harness() {
      const [items, setItems] = useState(three)
      return (
        <BillboardView
          items={items}
          onMoreAds={() => {
            onMoreAds()
            setItems([advert(7), advert(8)])
          }}
        />
      )
    }
    const router = createMemoryRouter([{ path: '/', element: <Harness /> }])
    render(<RouterProvider router={router} />)
    tick(5000)
    tick(5000)
    expect(slide()).toHaveAccessibleName('3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'More Ads' }))
    expect(onMoreAds).toHaveBeenCalledTimes(1)
    expect(slide()).toHaveAccessibleName('1 of 2')
    expect(screen.getByRole('heading', { name: 'Advert number 7' })).toBeInTheDocument()
  })

  it('a single advert does not rotate and shows no dots', () => {
    renderBillboard([advert(1)])
    tick(15_000)
    expect(slide()).toHaveAccessibleName('1 of 1')
    expect(screen.queryByRole('button', { name: /^Go to ad/ })).not.toBeInTheDocument()
  })
})
