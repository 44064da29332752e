import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from './newsletter-form'

function renderForm(onSubscribed = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm onSubscribed={onSubscribed} />
    </QueryClientProvider>,
  )
  return { onSubscribed, email: screen.getByLabelText('Email address') }
}

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('NewsletterForm', () => {
  it('shows "Email is required" under the field when submitted empty, without calling the server', async () => {
    const fetchMock = respondWith(201, {})
    const { email } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Email is invalid" for an address that is not shaped like x@y.z', async () => {
    const fetchMock = respondWith(201, {})
    const { email } = renderForm()
    await userEvent.type(email, 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the trimmed, lower-cased address and reports success', async () => {
    const fetchMock = respondWith(201, { email: 'amina@example.com', alreadySubscribed: false })
    const { email, onSubscribed } = renderForm()
    await userEvent.type(email, '  Amina@Example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce())
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscriptions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'amina@example.com' }) }),
    )
  })

  it("shows the server's field message when it rejects the address", async () => {
    respondWith(400, {
      error: { code: 'validation_failed', message: 'Invalid request', fields: { email: 'Email is invalid' } },
    })
    const { email, onSubscribed } = renderForm()
    await userEvent.type(email, 'amina@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()
    expect(onSubscribed).not.toHaveBeenCalled()
  })
})

describe('NewsletterForm when the server fails', () => {
  it('shows the server message in the form, where a screen reader in the dialog hears it', async () => {
    respondWith(429, {
      error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
    })
    const { email, onSubscribed } = renderForm()
    await userEvent.type(email, 'amina@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.')
    expect(onSubscribed).not.toHaveBeenCalled()
  })

  it('falls back to a generic message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const { email } = renderForm()
    await userEvent.type(email, 'amina@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed. Please try again.')
  })
})
