import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SimpleTabs } from './simple-tabs'

function Example() {
  const [value, setValue] = useState<'one' | 'two' | 'three'>('one')
  return (
    <SimpleTabs
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'one', label: 'Dashboard', content: <p>first panel</p> },
        { value: 'two', label: 'Bookings', content: <p>second panel</p> },
        { value: 'three', label: 'Profile', content: <p>third panel</p> },
      ]}
    />
  )
}

describe('SimpleTabs', () => {
  it('shows the chosen panel, named by its tab', () => {
    render(<Example />)
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toHaveTextContent('first panel')
    expect(screen.queryByText('second panel')).not.toBeInTheDocument()
  })

  it('moves with a click, the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('tab', { name: 'Bookings' }))
    expect(screen.getByRole('tabpanel', { name: 'Bookings' })).toHaveTextContent('second panel')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('third panel')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus()
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1)
  })
})
