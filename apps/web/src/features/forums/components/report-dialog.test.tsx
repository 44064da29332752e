import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { callsTo, json, mockApi } from '../test/fixtures'
import { renderAt } from '../test/render'
import ReportDialog from './report-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const target = { type: 'reply', id: '44444444-4444-4444-8444-444444444444' } as const

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('ReportDialog', () => {
  it('sends the reason and the details once a reason is chosen', async () => {
    const onClose = vi.fn()
    const fetchMock = mockApi({ 'POST /api/community/reports': () => json({ id: 'r-1' }, 201) })
    renderAt(<ReportDialog target={target} onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Report reply' })).toBeInTheDocument()
    const send = screen.getByRole('button', { name: 'Send report' })
    expect(send).toBeDisabled()
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Scam or fraud')
    await userEvent.type(screen.getByLabelText('Details (optional)'), '  Asks for M-Pesa upfront  ')
    await userEvent.click(send)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const [, init] = callsTo(fetchMock, 'POST /api/community/reports')[0]!
    expect(JSON.parse(String(init!.body))).toEqual({
      target_type: 'reply',
      target_id: target.id,
      reason: 'scam',
      details: 'Asks for M-Pesa upfront',
    })
    expect(toast.success).toHaveBeenCalledWith('Report sent', {
      description: 'Thank you. Our moderators will review it.',
    })
  })

  it("shows the server's word when the item was already reported, and stays open", async () => {
    const onClose = vi.fn()
    mockApi({
      'POST /api/community/reports': () =>
        json(
          { error: { code: 'community.already_reported', message: 'You have already reported this.' } },
          409,
        ),
    })
    renderAt(<ReportDialog target={target} onClose={onClose} />)
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already reported this.'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
