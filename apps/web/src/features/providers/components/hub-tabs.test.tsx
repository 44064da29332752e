import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { HubTabs } from './hub-tabs'

function Tabs() {
  const [value, setValue] = useState<'browse' | 'mine'>('browse')
  return (
    <HubTabs
      label="Hub sections"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'browse', label: 'Browse Services', content: <p>all categories</p> },
        { value: 'mine', label: 'My Services', content: <p>my applications</p> },
      ]}
    />
  )
}

describe('HubTabs (WAI-ARIA tabs)', () => {
  it('shows the selected panel, labelled by its tab; only the selected tab is in the tab order', () => {
    render(<Tabs />)
    expect(screen.getByRole('tablist', { name: 'Hub sections' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Browse Services' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'My Services' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel', { name: 'Browse Services' })).toHaveTextContent('all categories')
  })

  it('arrow keys, Home and End move the focus and the selection', async () => {
    render(<Tabs />)
    await userEvent.click(screen.getByRole('tab', { name: 'Browse Services' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'My Services' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'My Services' })).toHaveTextContent('my applications')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Browse Services' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'My Services' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Browse Services' })).toHaveAttribute('aria-selected', 'true')
  })
})
