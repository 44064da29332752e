import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RejectApplicationDialog } from './reject-application-dialog'

describe('RejectApplicationDialog (spec 001 sections 2 and 5)', () => {
  it('asks for a reason; Reject Application stays disabled while it is blank', async () => {
    const onConfirm = vi.fn()
    render(
      <RejectApplicationDialog
        businessName="Amani Plumbing"
        pending={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    )
    expect(screen.getByText('Please provide a reason for rejecting this application:')).toBeInTheDocument()
    const reject = screen.getByRole('button', { name: 'Reject Application' })
    expect(reject).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Reason for rejection'), '   ')
    expect(reject).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Reason for rejection'), 'License not valid ')
    await userEvent.click(reject)
    expect(onConfirm).toHaveBeenCalledWith('License not valid')
  })

  it('stays disabled while the request is under way; Cancel closes', async () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <RejectApplicationDialog businessName="Duka" pending={false} onConfirm={vi.fn()} onClose={onClose} />,
    )
    await userEvent.type(screen.getByLabelText('Reason for rejection'), 'Incomplete')
    rerender(<RejectApplicationDialog businessName="Duka" pending onConfirm={vi.fn()} onClose={onClose} />)
    expect(screen.getByRole('button', { name: 'Rejecting...' })).toBeDisabled()
    rerender(
      <RejectApplicationDialog businessName="Duka" pending={false} onConfirm={vi.fn()} onClose={onClose} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })
})
