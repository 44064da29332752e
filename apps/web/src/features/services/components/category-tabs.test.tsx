import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CategoryTabs } from './category-tabs'

function renderTabs(value = 'all') {
  const onChange = vi.fn()
  render(
    <CategoryTabs value={value} onChange={onChange}>
      <p>the list</p>
    </CategoryTabs>,
  )
  return { onChange }
}

describe('CategoryTabs', () => {
  it('lists All and the six bookable categories (no vendors); the chosen one labels the panel that holds the list', () => {
    renderTabs('driver')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Event Promoter',
      'Driver',
      'Service Provider',
      'Real Estate Agent',
      'Medical Provider',
      'Insurance Broker',
    ])
    expect(screen.getByRole('tab', { name: 'Driver' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Driver' })).toHaveTextContent('the list')
  })

  it('arrow keys, Home and End move the focus without choosing; Enter chooses', async () => {
    const { onChange } = renderTabs()
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Event Promoter' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Insurance Broker' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('insurance_broker')
  })

  it('only the chosen tab is in the tab order', () => {
    renderTabs('medical_provider')
    const inOrder = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)
    expect(inOrder.map((tab) => tab.textContent)).toEqual(['Medical Provider'])
  })
})
