import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CategoryCard } from './category-card'

function renderCard(props: Parameters<typeof CategoryCard>[0]) {
  render(
    <MemoryRouter>
      <CategoryCard {...props} />
    </MemoryRouter>,
  )
  return screen.getByRole('article', { name: 'Service Provider' })
}

describe('CategoryCard (spec 001 section 2): the action follows the status', () => {
  it('none: Not Applied and an Apply Now link to the form for the category', () => {
    renderCard({ category: 'service_provider', status: 'none' })
    expect(screen.getByText('Not Applied')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/service-provider-registration?category=service_provider',
    )
  })

  it('pending: Pending Review and a disabled Under Review button', () => {
    renderCard({ category: 'service_provider', status: 'pending' })
    expect(screen.getByText('Pending Review')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Under Review' })).toBeDisabled()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it("approved: Access Dashboard leads to the category's dashboard", () => {
    renderCard({ category: 'service_provider', status: 'approved' })
    expect(screen.getByRole('link', { name: 'Access Dashboard' })).toHaveAttribute(
      'href',
      '/services-dashboard',
    )
  })

  it('rejected: the reason and Reapply Now', () => {
    renderCard({ category: 'service_provider', status: 'rejected', reason: 'License could not be verified.' })
    expect(screen.getByText('Reason: License could not be verified.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reapply Now' })).toHaveAttribute(
      'href',
      '/service-provider-registration?category=service_provider',
    )
  })

  it("names the card's category as the action's description", () => {
    renderCard({ category: 'service_provider', status: 'none' })
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAccessibleDescription('Service Provider')
  })
})
