import type { DirectoryProvider } from '@soko/shared/providers/provider.schema'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ProviderCard } from './provider-card'

const provider: DirectoryProvider = {
  id: '0198f0aa-0000-7000-8000-000000000001',
  user_id: 'u-1',
  provider_type: 'service_provider',
  verification_status: 'approved',
  business_name: 'Juma Plumbing Works',
  business_description: 'Leaks, blocked drains and new installations.',
  location_address: 'Kilimani, Nairobi',
  latitude: null,
  longitude: null,
  phone_number: '+254 712 345 678',
  email: 'juma@example.com',
  is_active: true,
  average_rating: 4.56,
  total_reviews: 12,
  profile_image_url: '/uploads/providers/juma.webp',
  banner_image_url: '/uploads/providers/juma-banner.webp',
  hourly_rate_min: 800,
  hourly_rate_max: 2500,
  specialization: 'Plumbing',
  experience_years: 8,
  service_areas: ['Kilimani'],
  created_at: '2020-01-01T00:00:00.000Z',
}

function renderCard(overrides: Partial<DirectoryProvider> = {}) {
  const onBook = vi.fn()
  const router = createMemoryRouter([
    { path: '/', element: <ProviderCard provider={{ ...provider, ...overrides }} onBook={onBook} /> },
  ])
  render(<RouterProvider router={router} />)
  return { onBook }
}

describe('ProviderCard', () => {
  it('shows the name, type, rating to one decimal with the review count, and the hourly range', () => {
    renderCard()
    expect(screen.getByRole('heading', { level: 3, name: 'Juma Plumbing Works' })).toBeInTheDocument()
    expect(screen.getByText('Service Provider')).toBeInTheDocument()
    expect(screen.getByTestId('provider-rating')).toHaveTextContent('4.6 (12 reviews)')
    expect(screen.getByTestId('provider-rate')).toHaveTextContent('KSh 800 - 2,500/hr')
    expect(screen.getByText('Verified')).toBeInTheDocument()
    expect(screen.queryByText('New')).not.toBeInTheDocument()
  })

  it('falls back when the provider left things out', () => {
    renderCard({
      business_description: '  ',
      location_address: null,
      average_rating: null,
      total_reviews: 0,
      hourly_rate_min: null,
      hourly_rate_max: null,
      profile_image_url: null,
      banner_image_url: null,
    })
    expect(screen.getByTestId('provider-description')).toHaveTextContent('Professional service provider.')
    expect(screen.getByTestId('provider-address')).toHaveTextContent('Location not specified')
    expect(screen.getByTestId('provider-rating')).toHaveTextContent('N/A (0 reviews)')
    expect(screen.getByTestId('provider-rate')).toHaveTextContent('Contact for price')
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('JP')
    expect(screen.getByTestId('banner-placeholder')).toBeInTheDocument()
  })

  it('shows New for a provider created this week, and no Verified badge unless approved', () => {
    renderCard({ created_at: new Date().toISOString(), verification_status: 'pending' })
    expect(screen.getByText('New')).toBeInTheDocument()
    expect(screen.queryByText('Verified')).not.toBeInTheDocument()
  })

  it('loads its pictures lazily at a fixed size', () => {
    const { container } = render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <ProviderCard provider={provider} onBook={vi.fn()} /> },
        ])}
      />,
    )
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })

  it('links to the profile page and dials the phone number', () => {
    renderCard()
    expect(screen.getByRole('link', { name: 'View profile of Juma Plumbing Works' })).toHaveAttribute(
      'href',
      `/services/${provider.id}`,
    )
    expect(screen.getByRole('link', { name: 'Call Juma Plumbing Works' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
  })

  it('Book Now hands the provider to the page', async () => {
    const { onBook } = renderCard()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: provider.id }))
  })
})
