import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Inbox } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { ListEmpty, ListError, ListLoading } from './list-states'

describe('list states', () => {
  it('while loading, a status names what loads and shows the asked number of skeleton rows', () => {
    const { container } = render(<ListLoading label="Loading orders..." rows={4} variant="feed" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...')
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(4)
  })

  it('a failed load says so and its retry asks again', async () => {
    const onRetry = vi.fn()
    render(<ListError message="Failed to load orders." retryLabel="Try Again" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders.')
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('an empty list shows its text, its line of help and its one action', () => {
    render(
      <ListEmpty
        icon={Inbox}
        title="No orders yet"
        description="Orders appear here."
        action={<button type="button">Browse</button>}
        data-testid="empty"
      />,
    )
    expect(screen.getByTestId('empty')).toHaveTextContent('No orders yetOrders appear here.Browse')
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument()
  })
})
