import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { appointment, daySlots, provider } from '../test/fixtures'
import { apiError, bodiesTo, callsTo, json, renderRoute, stubApi } from '../test/render'
import BookAppointmentDialog from './book-appointment-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

// 10:30 in Nairobi (07:30 UTC) on Tuesday 12 May 2026.
const now = new Date('2026-05-12T07:30:00.000Z')
const slotsPath = '/api/medical/providers/prov-1/slots?date='

function renderDialog(options: { withProvider?: boolean } = {}) {
  const onClose = vi.fn()
  renderRoute(
    <BookAppointmentDialog
      providerId="prov-1"
      provider={options.withProvider === false ? undefined : provider()}
      onClose={onClose}
      now={now}
    />,
    { path: '/medical' },
  )
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Book Appointment' }) }
}

const slot = (dialog: HTMLElement, time: string) =>
  within(dialog).getByRole('radio', { name: new RegExp(`^${time}`) })
const setDate = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value } })

beforeEach(() => vi.mocked(toast.success).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('BookAppointmentDialog (Book Appointment)', () => {
  it("opens on today (Nairobi), up to 60 days ahead, and shows the day's nine slots as the server sees them", async () => {
    const fetchMock = stubApi((url) =>
      url.startsWith(slotsPath)
        ? json(
            daySlots(
              url.slice(slotsPath.length),
              url.endsWith('2026-05-13')
                ? {}
                : {
                    '09:00': 'passed',
                    '10:00': 'passed',
                    '11:00': 'taken',
                    '17:00': 'closed',
                  },
            ),
          )
        : undefined,
    )
    const { dialog } = renderDialog()
    expect(within(dialog).getByTestId('booking-provider')).toHaveTextContent(
      'Dr. Achieng Otieno' + 'Doctor · Cardiology · Nairobi Hospital' + 'Consultation fee: KSh 2,500',
    )
    const date = within(dialog).getByLabelText('Date')
    expect(date).toHaveValue('2026-05-12')
    expect(date).toHaveAttribute('min', '2026-05-12')
    expect(date).toHaveAttribute('max', '2026-07-11')
    expect(within(dialog).getAllByRole('radio')).toHaveLength(9)
    await waitFor(() => expect(slot(dialog, '12:00')).toBeEnabled())
    expect(slot(dialog, '09:00')).toBeDisabled()
    expect(slot(dialog, '09:00').closest('label')).toHaveTextContent('Passed')
    expect(slot(dialog, '10:00')).toBeDisabled()
    expect(slot(dialog, '11:00')).toBeDisabled()
    expect(slot(dialog, '11:00').closest('label')).toHaveTextContent('Taken')
    expect(slot(dialog, '17:00')).toBeDisabled()
    expect(slot(dialog, '17:00').closest('label')).toHaveTextContent('Closed')
    expect(callsTo(fetchMock, 'GET', slotsPath).map(([url]) => url)).toEqual([`${slotsPath}2026-05-12`])
  })

  it("asks for the newly chosen day's slots", async () => {
    const fetchMock = stubApi((url) =>
      url.startsWith(slotsPath)
        ? json(daySlots(url.slice(slotsPath.length), url.endsWith('2026-05-12') ? { '09:00': 'passed' } : {}))
        : undefined,
    )
    const { dialog } = renderDialog()
    await waitFor(() => expect(slot(dialog, '09:00')).toBeDisabled())
    setDate(dialog, '2026-05-13')
    await waitFor(() => expect(slot(dialog, '09:00')).toBeEnabled())
    expect(callsTo(fetchMock, 'GET', slotsPath).at(-1)?.[0]).toBe(`${slotsPath}2026-05-13`)
  })

  it('says when the provider does not work that day (every slot closed)', async () => {
    stubApi((url) =>
      url.startsWith(slotsPath)
        ? json({
            ...daySlots('2026-05-16'),
            working: false,
            slots: daySlots('2026-05-16').slots.map((one) => ({ ...one, state: 'closed' })),
          })
        : undefined,
    )
    const { dialog } = renderDialog()
    setDate(dialog, '2026-05-16')
    expect(
      await within(dialog).findByText(
        'The provider does not see patients on that day. Please choose another date.',
      ),
    ).toBeInTheDocument()
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toBeDisabled()
  })

  it('asks for a date and a time before sending anything', async () => {
    const fetchMock = stubApi((url) => (url.startsWith(slotsPath) ? json(daySlots('2026-05-12')) : undefined))
    const user = userEvent.setup()
    const { dialog } = renderDialog()
    await waitFor(() => expect(slot(dialog, '12:00')).toBeEnabled())
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }))
    expect(within(dialog).getByText('Please choose a date and a time.')).toBeInTheDocument()
    setDate(dialog, '')
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }))
    expect(within(dialog).getByText('Please choose a date and a time.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/api/medical')).toEqual([])
  })

  it('books the slot with the reason and phone, says so and links to My Appointments', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith(slotsPath)) return json(daySlots(url.slice(slotsPath.length)))
      if (url === '/api/medical/providers/prov-1/appointments' && init?.method === 'POST')
        return json(appointment({ date: '2026-05-14', slot: '15:00' }), 201)
      return undefined
    })
    const user = userEvent.setup()
    const { dialog } = renderDialog()
    setDate(dialog, '2026-05-14')
    await waitFor(() => expect(slot(dialog, '15:00')).toBeEnabled())
    await user.click(slot(dialog, '15:00'))
    await user.type(within(dialog).getByLabelText('Reason for the visit (optional)'), 'Check-up')
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+254712345678')
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }))
    const done = await within(dialog).findByTestId('booking-done')
    expect(done).toHaveTextContent('Appointment booked! The provider has been notified.')
    expect(done).toHaveTextContent('14 May 2026 at 15:00 with Dr. Achieng Otieno.')
    expect(within(done).getByRole('link', { name: 'View My Appointments' })).toHaveAttribute(
      'href',
      '/medical/appointments',
    )
    expect(toast.success).toHaveBeenCalledWith('Appointment booked! The provider has been notified.')
    expect(bodiesTo(fetchMock, 'POST', '/api/medical/providers/prov-1/appointments')).toEqual([
      { date: '2026-05-14', slot: '15:00', reason: 'Check-up', phone: '+254712345678' },
    ])
  })

  it("shows the server's message when the slot was just taken, and asks for the day's slots again", async () => {
    let taken = false
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith(slotsPath))
        return json(daySlots(url.slice(slotsPath.length), taken ? { '15:00': 'taken' } : {}))
      if (url === '/api/medical/providers/prov-1/appointments' && init?.method === 'POST') {
        taken = true
        return apiError(
          409,
          'medical.slot_taken',
          'That time has just been booked by another patient. Please choose another slot.',
        )
      }
      return undefined
    })
    const user = userEvent.setup()
    const { dialog, onClose } = renderDialog()
    setDate(dialog, '2026-05-14')
    await waitFor(() => expect(slot(dialog, '15:00')).toBeEnabled())
    await user.click(slot(dialog, '15:00'))
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time has just been booked by another patient. Please choose another slot.',
    )
    await waitFor(() => expect(slot(dialog, '15:00')).toBeDisabled())
    expect(slot(dialog, '15:00').closest('label')).toHaveTextContent('Taken')
    expect(callsTo(fetchMock, 'GET', `${slotsPath}2026-05-14`).length).toBeGreaterThanOrEqual(2)
    expect(onClose).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('reads the provider from the server when opened after signing in', async () => {
    stubApi((url) => {
      if (url === '/api/medical/providers/prov-1') return json(provider())
      if (url.startsWith(slotsPath)) return json(daySlots('2026-05-12'))
      return undefined
    })
    const { dialog } = renderDialog({ withProvider: false })
    expect(await within(dialog).findByTestId('booking-provider')).toHaveTextContent('Dr. Achieng Otieno')
  })
})
