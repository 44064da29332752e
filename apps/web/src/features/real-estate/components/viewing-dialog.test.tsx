import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { sampleDetail, sampleViewing } from '../test/fixtures'
import { apiError, calls, json, renderRoute, stubApi } from '../test/render'
import ViewingDialog from './viewing-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

// 10:30 in Nairobi (07:30 UTC) on Tuesday 12 May 2026.
const now = new Date('2026-05-12T07:30:00.000Z')

function renderDialog(takenSlots = sampleDetail.taken_slots) {
  const onClose = vi.fn()
  renderRoute(
    <ViewingDialog property={{ ...sampleDetail, taken_slots: takenSlots }} onClose={onClose} now={now} />,
    { path: '/property/:id', initial: '/property/prop-1' },
  )
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Request a Viewing' }) }
}

const slot = (dialog: HTMLElement, time: string) =>
  within(dialog).getByRole('radio', { name: new RegExp(`^${time}`) })
const setDate = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value } })

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('ViewingDialog (Request a Viewing)', () => {
  it('opens on today; the date cannot go before today or past 90 days; past slots today are disabled', () => {
    stubApi(() => undefined)
    const { dialog } = renderDialog()
    const date = within(dialog).getByLabelText('Date')
    expect(date).toHaveValue('2026-05-12')
    expect(date).toHaveAttribute('min', '2026-05-12')
    expect(date).toHaveAttribute('max', '2026-08-10')
    expect(within(dialog).getAllByRole('radio')).toHaveLength(9)
    // 09:00 and 10:00 have begun at 10:30; 11:00 is still ahead.
    expect(slot(dialog, '09:00')).toBeDisabled()
    expect(slot(dialog, '10:00')).toBeDisabled()
    expect(slot(dialog, '10:00').closest('label')).toHaveTextContent('Passed')
    expect(slot(dialog, '11:00')).toBeEnabled()
    setDate(dialog, '2026-05-13')
    expect(slot(dialog, '09:00')).toBeEnabled()
  })

  it('shows slots already confirmed for that day as taken', () => {
    stubApi(() => undefined)
    const { dialog } = renderDialog([
      { date: '2026-05-14', slot: '14:00' },
      { date: '2026-05-15', slot: '09:00' },
    ])
    setDate(dialog, '2026-05-14')
    expect(slot(dialog, '14:00')).toBeDisabled()
    expect(slot(dialog, '14:00').closest('label')).toHaveTextContent('Taken')
    expect(slot(dialog, '09:00')).toBeEnabled()
    setDate(dialog, '2026-05-15')
    expect(slot(dialog, '09:00')).toBeDisabled()
    expect(slot(dialog, '14:00')).toBeEnabled()
  })

  it('refuses a date before today and a missing slot without asking the server', async () => {
    const fetchMock = stubApi(() => undefined)
    const user = userEvent.setup()
    const { dialog } = renderDialog()
    setDate(dialog, '2026-05-11')
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }))
    expect(within(dialog).getByText('The viewing date cannot be before today.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please choose one of the available time slots.')).toBeInTheDocument()
    expect(calls(fetchMock, 'POST', '/api/properties')).toEqual([])
  })

  it('a chosen slot that is taken on the newly chosen day is dropped', async () => {
    stubApi(() => undefined)
    const user = userEvent.setup()
    const { dialog } = renderDialog([{ date: '2026-05-14', slot: '14:00' }])
    setDate(dialog, '2026-05-13')
    await user.click(slot(dialog, '14:00'))
    expect(slot(dialog, '14:00')).toBeChecked()
    setDate(dialog, '2026-05-14')
    expect(slot(dialog, '14:00')).not.toBeChecked()
  })

  it('sends the date, slot and message, says so and closes', async () => {
    const fetchMock = stubApi((url) =>
      url === '/api/properties/prop-1/viewings'
        ? json({ ...sampleViewing, date: '2026-05-14', slot: '15:00' }, 201)
        : undefined,
    )
    const user = userEvent.setup()
    const { dialog, onClose } = renderDialog()
    setDate(dialog, '2026-05-14')
    await user.click(slot(dialog, '15:00'))
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Is parking included?')
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls(fetchMock, 'POST', '/api/properties/prop-1/viewings')).toEqual([
      {
        url: '/api/properties/prop-1/viewings',
        body: { date: '2026-05-14', slot: '15:00', message: 'Is parking included?' },
      },
    ])
    expect(toast.success).toHaveBeenCalledWith('Viewing requested! The agent will confirm the time.')
  })

  it("shows the server's refusal as it comes and stays open", async () => {
    stubApi((url) =>
      url === '/api/properties/prop-1/viewings'
        ? apiError(
            409,
            'real_estate.viewing_already_open',
            'You already have a viewing request for this property.',
          )
        : undefined,
    )
    const user = userEvent.setup()
    const { dialog, onClose } = renderDialog()
    await user.click(slot(dialog, '16:00'))
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a viewing request for this property.',
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it('after the last slot of the day has begun, it opens on tomorrow', () => {
    stubApi(() => undefined)
    const late = new Date('2026-05-12T14:10:00.000Z') // 17:10 in Nairobi
    renderRoute(<ViewingDialog property={sampleDetail} onClose={vi.fn()} now={late} />, {
      path: '/property/:id',
      initial: '/property/prop-1',
    })
    expect(screen.getByLabelText('Date')).toHaveValue('2026-05-13')
  })
})
