import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey } from '@/lib/session'
import { AdminArea } from './admin-area'

function AuthScreen() {
  const location = useLocation()
  return <p>auth from {(location.state as { from?: string } | null)?.from}</p>
}

function renderAdmin(session: 'loading' | null | { is_admin: boolean }) {
  // AdminArea compares the address bar with the router (a sign-out under way); in the browser they agree.
  window.history.replaceState(null, '', '/admin')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (session === 'loading') vi.stubGlobal('fetch', () => new Promise(() => {}))
  else
    client.setQueryData(
      sessionQueryKey,
      session && {
        user: { id: 'u-1', email: 'amani@example.com', name: 'Amani' },
        profile: { full_name: 'Amani', phone: null },
        role: session.is_admin ? 'admin' : 'customer',
        is_admin: session.is_admin,
      },
    )
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/auth', element: <AuthScreen /> },
      {
        path: '/admin',
        element: (
          <AdminArea>
            <h1>Dashboard Overview</h1>
          </AdminArea>
        ),
      },
    ],
    { initialEntries: ['/admin'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('AdminArea (spec 001 section 6)', () => {
  it('says "Checking permissions..." while the session loads', () => {
    renderAdmin('loading')
    expect(screen.getByRole('status')).toHaveTextContent('Checking permissions...')
  })

  it('sends a guest to /auth remembering /admin', async () => {
    renderAdmin(null)
    expect(await screen.findByText('auth from /admin')).toBeInTheDocument()
  })

  it('shows Access Denied to a signed-in customer; Go Back with no history goes home', async () => {
    renderAdmin({ is_admin: false })
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "You don't have permission to access the admin panel. Please contact an administrator if you believe this is an error.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Dashboard Overview')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }))
    expect(await screen.findByText('home')).toBeInTheDocument()
  })

  it('shows an admin the section nav and the screen', () => {
    renderAdmin({ is_admin: true })
    expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Admin sections' })
    expect(nav).toHaveTextContent('Vendors')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  })
})
