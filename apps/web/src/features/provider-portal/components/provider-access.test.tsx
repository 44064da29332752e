import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import type { ProviderProfile } from '../api/provider-types'
import { providerKeys } from '../api/query-keys'
import { profileFixture } from '../test-fixtures'
import { ProviderAccess, useApprovedProfiles } from './provider-access'

function Names() {
  return (
    <p>
      {useApprovedProfiles()
        .map((profile) => profile.business_name)
        .join(', ')}
    </p>
  )
}

function renderAccess(profiles: ProviderProfile[], providerType?: ProviderCategory) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(providerKeys.profiles, { profiles })
  const router = createMemoryRouter(
    [
      {
        path: '/services-app',
        element: (
          <ProviderAccess providerType={providerType}>
            <Names />
          </ProviderAccess>
        ),
      },
    ],
    { initialEntries: ['/services-app'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('ProviderAccess (spec 001 sections 4 and 6)', () => {
  it('shows a customer without a profile the notice with Apply Now to the hub', () => {
    renderAccess([])
    expect(
      screen.getByRole('heading', { level: 1, name: 'Service Provider Access Required' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/service-hub')
  })

  it('keeps a provider whose application is pending or rejected out', () => {
    renderAccess([
      profileFixture({ id: 'a', verification_status: 'pending' }),
      profileFixture({ id: 'b', verification_status: 'rejected' }),
    ])
    expect(screen.getByText('Service Provider Access Required')).toBeInTheDocument()
  })

  it('lets an approved provider in and hands the approved profiles to the screen', () => {
    renderAccess([
      profileFixture({ id: 'a', business_name: 'Pending One', verification_status: 'pending' }),
      profileFixture({ id: 'b', business_name: 'Mwangi Home Repairs' }),
    ])
    expect(screen.getByText('Mwangi Home Repairs')).toBeInTheDocument()
    expect(screen.queryByText('Service Provider Access Required')).not.toBeInTheDocument()
  })

  it("opens a category's dashboard only with an approved profile of that category", () => {
    renderAccess([profileFixture({ provider_type: 'driver' })], 'event_promoter')
    expect(screen.getByText('Service Provider Access Required')).toBeInTheDocument()
  })
})
