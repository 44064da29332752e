import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import { RegistrationForm } from './registration-form'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

function Where() {
  const location = useLocation()
  return <p>at {location.pathname + location.search}</p>
}

function renderForm(category: ProviderCategory | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RegistrationForm category={category} email="amani@example.com" /> },
      { path: '/service-hub', element: <Where /> },
    ],
    { initialEntries: ['/form'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('RegistrationForm (spec 001 sections 2, 5 and 8)', () => {
  it('pre-fills the account email and states the review time', () => {
    renderForm('service_provider')
    expect(screen.getByLabelText('Business Email')).toHaveValue('amani@example.com')
    expect(screen.getByText('Applications are reviewed within 2-3 business days.')).toBeInTheDocument()
  })

  it('offers the category selector only without a category, and 15 service areas', () => {
    renderForm('service_provider')
    expect(screen.queryByLabelText(/Service Category/)).not.toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Service Areas' }).querySelectorAll('input[type=checkbox]'),
    ).toHaveLength(15)
  })

  it('asks a licensed category for the license number and offers its specializations', async () => {
    renderForm(null)
    expect(screen.queryByLabelText(/License Number/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Specialization')).not.toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText(/Service Category/), 'driver')
    expect(screen.getByLabelText(/License Number/)).toBeRequired()
    expect(screen.getByRole('option', { name: 'Boda Boda (Motorbike)' })).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText(/Service Category/), 'vendor')
    expect(screen.queryByLabelText(/License Number/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Specialization')).not.toBeInTheDocument()
  })

  it('with a required field blank, shows "Missing Information" and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm('service_provider')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(toast.error).toHaveBeenCalledWith('Missing Information', {
      description: 'Please fill in all required fields.',
    })
    expect(screen.getByLabelText(/Business Name/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Business Name/)).toHaveFocus()
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('submits with empty optional values as null, then goes to My Services', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'a-1' }), { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    renderForm('service_provider')
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Amani Plumbing')
    await userEvent.type(screen.getByLabelText(/Business Phone/), '254712345678')
    await userEvent.click(screen.getByLabelText('Karen'))
    await userEvent.click(screen.getByLabelText(/I agree to the terms/))
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('at /service-hub?tab=my-services')).toBeInTheDocument()
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/provider-applications')
    expect(JSON.parse(init.body as string)).toEqual({
      service_type: 'service_provider',
      business_name: 'Amani Plumbing',
      business_description: null,
      business_address: null,
      business_phone: '254712345678',
      business_email: 'amani@example.com',
      license_number: null,
      experience_years: null,
      specialization: null,
      service_areas: ['Karen'],
      document_ids: [],
      terms_accepted: true,
    })
    expect(toast.success).toHaveBeenCalledWith('Application Submitted!', expect.anything())
  })

  it("on a 409 shows the server's message under Submission Failed", async () => {
    const message = 'You already have an application under review for this category.'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'providers.application_pending', message } }, { status: 409 }),
      ),
    )
    renderForm('vendor')
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Duka')
    await userEvent.type(screen.getByLabelText(/Business Phone/), '254712345678')
    await userEvent.click(screen.getByLabelText(/I agree to the terms/))
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Submission Failed', { description: message }),
    )
  })
})
