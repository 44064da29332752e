import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EventCard as EventCardData } from '../event-types'
import { sampleEvent } from '../test/fixtures'
import { EventCard } from './event-card'

function renderCard(overrides: Partial<EventCardData> = {}, view: 'grid' | 'list' = 'grid') {
  const onBook = vi.fn()
  const onPreview = vi.fn()
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <EventCard
          event={{ ...sampleEvent, ...overrides }}
          view={view}
          onBook={onBook}
          onPreview={onPreview}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return { onBook, onPreview }
}

afterEach(() => vi.unstubAllGlobals())

describe('EventCard', () => {
  it('shows the title linking to its page, type, price, day, time, venue and seats left', () => {
    renderCard()
    expect(screen.getByRole('link', { name: sampleEvent.title })).toHaveAttribute(
      'href',
      `/events/${sampleEvent.id}`,
    )
    expect(screen.getByText('Concert')).toBeInTheDocument()
    expect(screen.getByTestId('event-price')).toHaveTextContent('KSh 2,500')
    expect(screen.getByText(/12 Dec 2030/)).toBeInTheDocument()
    expect(screen.getByText('18:30')).toBeInTheDocument()
    expect(screen.getByText('Carnivore Grounds, Langata')).toBeInTheDocument()
    expect(screen.getByTestId('event-seats')).toHaveTextContent('380 seats left')
    expect(screen.queryByTestId('event-block')).not.toBeInTheDocument()
  })

  it('a price of 0 shows FREE', () => {
    renderCard({ price: 0, price_cents: 0 })
    expect(screen.getByTestId('event-price')).toHaveTextContent('FREE')
  })

  it('Book hands the event to the page, Preview asks for the preview', async () => {
    const { onBook, onPreview } = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: sampleEvent.id }))
    await userEvent.click(screen.getByRole('button', { name: `Preview ${sampleEvent.title}` }))
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ id: sampleEvent.id }))
  })

  it('an event whose date has passed says Event Ended and cannot be booked', () => {
    const { onBook } = renderCard({ date: '2020-01-10', is_ended: true })
    expect(screen.getByTestId('event-block')).toHaveTextContent('Event Ended')
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled()
    expect(onBook).not.toHaveBeenCalled()
  })

  it('an event with no seat left says Sold Out and cannot be booked', () => {
    renderCard({ current_attendees: 500, seats_left: 0, is_sold_out: true })
    expect(screen.getByTestId('event-block')).toHaveTextContent('Sold Out')
    expect(screen.getByTestId('event-seats')).toHaveTextContent('No seats left')
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled()
  })

  it('Share copies {origin}/events/{id}', async () => {
    const writeText = vi.fn(async () => undefined)
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderCard()
    await user.click(screen.getByRole('button', { name: `Share ${sampleEvent.title}` }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/${sampleEvent.id}`)
  })

  it('the list layout adds the description', () => {
    renderCard({}, 'list')
    expect(screen.getByText(sampleEvent.description)).toBeInTheDocument()
  })
})
