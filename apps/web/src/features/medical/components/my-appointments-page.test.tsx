import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { appointment } from '../test/fixtures'
import { apiError, bodiesTo, callsTo, json, renderRoute, stubApi } from '../test/render'
import { MyAppointmentsPage } from './my-appointments-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const attended = appointment({
  id: 'appt-2',
  date: '2026-05-02',
  slot: '09:00',
  status: 'attended',
  reason: null,
  cancellable: false,
  can_review: true,
})

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('My appointments (/medical/appointments)', () => {
  it('lists each appointment: provider, date, slot, status in words and reason', async () => {
    stubApi((url) =>
      url === '/api/medical/appointments/mine' ? json({ items: [appointment(), attended] }) : undefined,
    )
    renderRoute(<MyAppointmentsPage />, { path: '/medical/appointments' })
    const [booked, visited] = await screen.findAllByTestId('appointment-card')
    expect(booked).toHaveTextContent('Dr. Achieng Otieno')
    expect(booked).toHaveTextContent('Doctor · Cardiology')
    expect(booked).toHaveTextContent('Thu, 14 May 2026')
    expect(booked).toHaveTextContent('10:00')
    expect(within(booked!).getByTestId('appointment-status')).toHaveTextContent('Booked')
    expect(booked).toHaveTextContent('Reason: Chest pain when climbing stairs')
    expect(within(booked!).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument()
    expect(within(booked!).queryByRole('button', { name: 'Rate your visit' })).not.toBeInTheDocument()
    expect(within(visited!).getByTestId('appointment-status')).toHaveTextContent('Attended')
    expect(within(visited!).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument()
    expect(within(visited!).getByRole('button', { name: 'Rate your visit' })).toBeInTheDocument()
  })

  it('cancels after asking, and shows the list again', async () => {
    let cancelled = false
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/medical/appointments/mine')
        return json({
          items: [cancelled ? appointment({ status: 'cancelled', cancellable: false }) : appointment()],
        })
      if (url === '/api/medical/appointments/appt-1/cancel' && init?.method === 'POST') {
        cancelled = true
        return json(appointment({ status: 'cancelled', cancellable: false }))
      }
      return undefined
    })
    const user = userEvent.setup()
    renderRoute(<MyAppointmentsPage />, { path: '/medical/appointments' })
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }))
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' })
    expect(question).toHaveTextContent(
      'Your appointment with Dr. Achieng Otieno on Thu, 14 May 2026 at 10:00 will be cancelled',
    )
    await user.click(within(question).getByRole('button', { name: 'Keep it' }))
    expect(callsTo(fetchMock, 'POST', '/api/medical/appointments')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel appointment' }),
    )
    await waitFor(() => expect(screen.getByTestId('appointment-status')).toHaveTextContent('Cancelled'))
    expect(toast.success).toHaveBeenCalledWith('Your appointment has been cancelled.')
    expect(callsTo(fetchMock, 'POST', '/api/medical/appointments/appt-1/cancel')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal when it is too late to cancel", async () => {
    stubApi((url, init) => {
      if (url === '/api/medical/appointments/mine') return json({ items: [appointment()] })
      if (init?.method === 'POST')
        return apiError(
          409,
          'medical.cannot_cancel',
          'Appointments can be cancelled up to 2 hours before they start.',
        )
      return undefined
    })
    const user = userEvent.setup()
    renderRoute(<MyAppointmentsPage />, { path: '/medical/appointments' })
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel appointment' }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Appointments can be cancelled up to 2 hours before they start.',
      ),
    )
  })

  it('rates an attended visit with stars and a comment', async () => {
    let rated = false
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/medical/appointments/mine')
        return json({ items: [rated ? { ...attended, can_review: false, rating: 4 } : attended] })
      if (url === '/api/medical/appointments/appt-2/review' && init?.method === 'POST') {
        rated = true
        return json({ ...attended, can_review: false, rating: 4 })
      }
      return undefined
    })
    const user = userEvent.setup()
    renderRoute(<MyAppointmentsPage />, { path: '/medical/appointments' })
    await user.click(await screen.findByRole('button', { name: 'Rate your visit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rate your visit' })
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a rating.')
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Very thorough.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodiesTo(fetchMock, 'POST', '/api/medical/appointments/appt-2/review')).toEqual([
      { rating: 4, comment: 'Very thorough.' },
    ])
    expect(await screen.findByTestId('appointment-rating')).toHaveTextContent('Your rating: 4 / 5')
  })

  it('says there are none yet, with a way to /medical', async () => {
    stubApi((url) => (url === '/api/medical/appointments/mine' ? json({ items: [] }) : undefined))
    renderRoute(<MyAppointmentsPage />, { path: '/medical/appointments' })
    const empty = await screen.findByTestId('appointments-empty')
    expect(empty).toHaveTextContent('No appointments yet')
    expect(within(empty).getByRole('link', { name: 'Find a Provider' })).toHaveAttribute('href', '/medical')
  })
})
