import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProviderProfile } from '../api/provider-types'
import { providerKeys } from '../api/query-keys'
import { profileFixture } from '../test-fixtures'
import { ProfileForm } from './profile-form'
import { ProfilePage } from './profile-page'
import { ProviderAccess } from './provider-access'

function Address() {
  const location = useLocation()
  return <p data-testid="address">{location.pathname + location.search}</p>
}

function renderProfile(profiles: ProviderProfile[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(providerKeys.profiles, { profiles })
  const router = createMemoryRouter(
    [
      {
        path: '/services-app/profile',
        element: (
          <ProviderAccess>
            <ProfilePage />
            <Address />
          </ProviderAccess>
        ),
      },
    ],
    { initialEntries: ['/services-app/profile'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('ProfilePage', () => {
  it("fills the form with the approved profile's fields", async () => {
    renderProfile([profileFixture()])
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Mwangi Home Repairs')
    expect(screen.getByLabelText('Minimum hourly rate (KSh)')).toHaveValue(500)
    expect(screen.getByRole('checkbox', { name: 'Kilimani' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Karen' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked()
    expect(screen.getByLabelText('Specialization')).toHaveValue('Plumbing')
    // One profile: nothing to choose.
    expect(screen.queryByLabelText('Business profile')).not.toBeInTheDocument()
  })

  it("is rendered by the server with the profile's values in its fields, before the app starts", () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={profileFixture()} />
      </QueryClientProvider>,
    )
    const document = new DOMParser().parseFromString(html, 'text/html')
    const named = (name: string) => document.querySelector(`[name="${name}"]`)
    expect(named('business_name')?.getAttribute('value')).toBe('Mwangi Home Repairs')
    expect(named('business_description')?.textContent).toBe('Plumbing and carpentry across Nairobi.')
    expect(named('hourly_rate_min')?.getAttribute('value')).toBe('500')
    expect(named('start')?.getAttribute('value')).toBe('08:00')
    expect(document.querySelector('option[value="Plumbing"]')?.hasAttribute('selected')).toBe(true)
    const ticked = (name: string) =>
      [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
        .filter((box) => box.hasAttribute('checked'))
        .map((box) => box.value)
    expect(ticked('service_areas').sort()).toEqual(['Kilimani', 'Westlands'])
    expect(ticked('days')).toEqual(['mon', 'tue', 'wed'])
  })

  it('lets a provider with several approved profiles pick the one to edit', async () => {
    renderProfile([
      profileFixture(),
      profileFixture({
        id: 'profile-2',
        provider_type: 'driver',
        business_name: 'Mwangi Rides',
        specialization: 'Taxi',
        created_at: '2026-02-01T08:00:00.000Z',
      }),
    ])
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Mwangi Home Repairs')
    await userEvent.selectOptions(screen.getByLabelText('Business profile'), 'Mwangi Rides (Driver)')
    expect(screen.getByTestId('address')).toHaveTextContent('/services-app/profile?profile=profile-2')
    expect(await screen.findByDisplayValue('Mwangi Rides')).toBeInTheDocument()
    expect(screen.getByLabelText('Specialization')).toHaveValue('Taxi')
  })
})
