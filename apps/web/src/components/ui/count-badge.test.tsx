import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CountBadge, formatBadgeCount } from './count-badge'

describe('formatBadgeCount', () => {
  it('shows nothing for an empty count', () => {
    expect(formatBadgeCount(0, 99)).toBeNull()
    expect(formatBadgeCount(-3, 99)).toBeNull()
  })

  it('shows the count up to the cap, then the cap with a plus', () => {
    expect(formatBadgeCount(1, 99)).toBe('1')
    expect(formatBadgeCount(99, 99)).toBe('99')
    expect(formatBadgeCount(100, 99)).toBe('99+')
    expect(formatBadgeCount(10, 9)).toBe('9+')
  })
})

describe('CountBadge', () => {
  it('renders 99+ above 99', () => {
    render(<CountBadge count={150} max={99} />)
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+')
  })

  it('renders nothing for zero', () => {
    render(<CountBadge count={0} max={99} />)
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument()
  })
})
