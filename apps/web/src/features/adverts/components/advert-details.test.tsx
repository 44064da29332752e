import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Advert } from '../api/get-adverts'
import { AdvertTypeBadge } from './advert-details'

const base: Advert = {
  id: 'a1',
  type: 'product',
  title: 'Title',
  description: 'Description',
  price: null,
  image_url: null,
  location: null,
  vendor: null,
  category: null,
  link: '/product/a1',
}

describe('AdvertTypeBadge', () => {
  it('names products, jobs and properties with their category in the reader’s words', () => {
    render(
      <>
        <AdvertTypeBadge advert={{ ...base, category: 'Books' }} />
        <AdvertTypeBadge
          advert={{ ...base, type: 'service', category: 'Logistics & Transport', link: '/jobs/j1' }}
        />
        <AdvertTypeBadge
          advert={{ ...base, type: 'property', category: 'apartment', link: '/property/p1' }}
        />
        <AdvertTypeBadge advert={{ ...base, type: 'service', category: 'Plumbing', link: '/services/s1' }} />
      </>,
    )
    expect(screen.getByText('Product · Books')).toBeInTheDocument()
    expect(screen.getByText('Job · Logistics & Transport')).toBeInTheDocument()
    expect(screen.getByText('Property · Apartment')).toBeInTheDocument()
    expect(screen.getByText('Service · Plumbing')).toBeInTheDocument()
  })
})
