import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Booking } from '../api/provider-types'
import { bookingFixture } from '../test-fixtures'
import { BookingCard } from './booking-card'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast: toasts }))

let requests: { url: string; method: string; body: unknown }[] = []

function answerWith(response: () => Response) {
  requests = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    })
    return response()
  })
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderCard(booking: Booking, mode?: 'all' | 'respond') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <BookingCard booking={booking} mode={mode} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  toasts.success.mockReset()
  toasts.error.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

describe('BookingCard and its actions', () => {
  it("shows the customer's details, the job, when, where, how urgently and for how much", () => {
    answerWith(() => json(200, {}))
    renderCard(bookingFixture({ total_amount: 2500, notes: 'Bring a spare washer' }))
    expect(screen.getByRole('heading', { name: 'Wanjiku Kamau' })).toBeInTheDocument()
    expect(screen.getByText('Kitchen tap leaking under the sink')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '0722 000 111' })).toHaveAttribute('href', 'tel:0722000111')
    expect(screen.getByRole('link', { name: 'wanjiku@example.com' })).toBeInTheDocument()
    expect(screen.getByText('1 Dec 2026 at 08:00 · Morning (8AM-12PM)')).toBeInTheDocument()
    expect(screen.getByText('High (within 24 hours)')).toBeInTheDocument()
    expect(screen.getByText('KSh 2,500')).toBeInTheDocument()
    expect(screen.getByText('Bring a spare washer')).toBeInTheDocument()
    expect(screen.getByText('Pending')).toBeInTheDocument()
  })

  it('accepts a pending booking with the spec note and says "Booking Updated"', async () => {
    answerWith(() => json(200, bookingFixture({ status: 'confirmed' })))
    renderCard(bookingFixture())
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalled())
    expect(requests[0]).toEqual({
      url: '/api/provider/bookings/booking-1',
      method: 'PATCH',
      body: { status: 'confirmed', notes: 'Booking accepted by service provider' },
    })
    expect(toasts.success).toHaveBeenCalledWith('Booking Updated', {
      description: 'Booking status has been updated successfully.',
    })
  })

  it('shows "Update Failed" with the server message when the move is refused', async () => {
    answerWith(() =>
      json(409, {
        error: { code: 'booking_transition', message: 'This booking cannot be changed to that status now.' },
      }),
    )
    renderCard(bookingFixture())
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Update Failed', {
        description: 'This booking cannot be changed to that status now.',
      }),
    )
    expect(requests[0]?.body).toEqual({ status: 'rejected', notes: 'Booking declined by service provider' })
  })

  it('completes a job in progress with the amount charged', async () => {
    answerWith(() => json(200, bookingFixture({ status: 'completed', total_amount: 3200 })))
    renderCard(bookingFixture({ status: 'in_progress' }))
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))
    const amount = await screen.findByLabelText('Amount charged (KSh)')
    await userEvent.type(amount, '3200')
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalled())
    expect(requests[0]?.body).toEqual({ status: 'completed', total_amount: 3200 })
  })

  it('will not complete without an amount', async () => {
    answerWith(() => json(200, {}))
    renderCard(bookingFixture({ status: 'in_progress' }))
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }))
    expect(await screen.findByText('Please enter the amount charged, 0 or more.')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('asks before cancelling a confirmed booking', async () => {
    answerWith(() => json(200, bookingFixture({ status: 'cancelled' })))
    renderCard(bookingFixture({ status: 'confirmed' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?')
    await userEvent.click(screen.getByRole('button', { name: 'Keep Booking' }))
    expect(requests).toEqual([])
  })

  it('offers only Accept and Decline, on pending bookings, in respond mode', () => {
    answerWith(() => json(200, {}))
    renderCard(bookingFixture({ status: 'confirmed' }), 'respond')
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument()
  })

  it('offers nothing on a finished booking', () => {
    answerWith(() => json(200, {}))
    renderCard(bookingFixture({ status: 'completed' }))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
