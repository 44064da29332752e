import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LinkifiedText } from '@/components/ui/linkified-text'

describe('LinkifiedText', () => {
  it('renders markup as text and only web addresses as links', () => {
    const { container } = render(
      <LinkifiedText text={'<script>alert(1)</script> javascript:alert(1)\nvisit www.soko.co.ke'} />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'www.soko.co.ke' })).toHaveAttribute(
      'href',
      'https://www.soko.co.ke',
    )
    expect(container.textContent).toContain('<script>alert(1)</script> javascript:alert(1)')
  })
})
