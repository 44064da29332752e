import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerToasterHost, toasterIsMounted } from '@/lib/toast'
import type { AuthMode } from '../auth-mode'
import { AuthForm } from './auth-form'

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The Toaster below is rendered by the test itself: tell the toast module it is there.
registerToasterHost(toasterIsMounted)

function renderForm(mode: AuthMode) {
  const props = {
    onModeChange: vi.fn(),
    onSignedIn: vi.fn(),
    onTwoFactorRequired: vi.fn(),
  }
  const view = render(
    <>
      <AuthForm mode={mode} {...props} />
      <Toaster />
    </>,
  )
  const rerender = (next: AuthMode) =>
    view.rerender(
      <>
        <AuthForm mode={next} {...props} />
        <Toaster />
      </>,
    )
  return { ...props, rerender }
}

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A server that has not answered yet, to look at the form while it submits. */
function respondLater() {
  let answer: (response: Response) => void = () => {}
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    answer: (status: number, body: unknown) => answer(new Response(JSON.stringify(body), { status })),
  }
}

const email = () => screen.getByLabelText('Email')
const password = () => screen.getByLabelText('Password')
const fullName = () => screen.getByLabelText('Full Name')
// The terms checkbox's code arrives after the form (DeferredCheckbox): find it, waiting if need be.
const terms = () => screen.findByRole('checkbox', { name: /I accept the terms and conditions/ })
const requestBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AuthForm validation (spec section 5)', () => {
  it('sign-in: an empty form asks for the e-mail and the password, without calling the server', async () => {
    const fetchMock = respondWith(200, {})
    renderForm('signin')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(email()).toHaveAccessibleDescription('Email is required')
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sign-in: an address not shaped like x@y.z and a short password are refused', async () => {
    const fetchMock = respondWith(200, {})
    renderForm('signin')
    await userEvent.type(email(), 'amina@example')
    await userEvent.type(password(), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sign-up: also asks for a full name (not just spaces) and accepted terms', async () => {
    const fetchMock = respondWith(200, {})
    renderForm('signup')
    await userEvent.type(fullName(), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(await terms()).toHaveAccessibleDescription('You must accept the terms and conditions')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sign-up: the terms link opens the terms page in a new tab', () => {
    renderForm('signup')
    const link = screen.getByRole('link', { name: /terms and conditions/ })
    expect(link).toHaveAttribute('href', '/terms-and-conditions')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('sign-up: links the privacy notice beside the terms, in a new tab', () => {
    renderForm('signup')
    const link = screen.getByRole('link', { name: /privacy notice/ })
    expect(link).toHaveAttribute('href', '/privacy')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('reset: has no password field and only needs the e-mail', async () => {
    const fetchMock = respondWith(200, {})
    renderForm('reset')
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('AuthForm mode switching (spec section 4)', () => {
  it('clears the errors and the password, and keeps the e-mail', async () => {
    respondWith(200, {})
    const { rerender } = renderForm('signin')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()

    rerender('signup')
    await waitFor(() =>
      expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument(),
    )
    expect(password()).toHaveValue('')
    expect(email()).toHaveValue('amina@example.com')
  })

  it('clears the name and the terms when leaving sign-up', async () => {
    const { rerender } = renderForm('signup')
    await userEvent.type(fullName(), 'Amina Otieno')
    await userEvent.click(await terms())
    expect(await terms()).toBeChecked()
    rerender('signin')
    await waitFor(() => expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument())
    rerender('signup')
    await waitFor(() => expect(fullName()).toHaveValue(''))
    expect(await terms()).not.toBeChecked()
  })
})

describe('AuthForm submitting', () => {
  it('sign-in: shows "Signing In..." while waiting, sends the trimmed address, and reports success', async () => {
    const { fetchMock, answer } = respondLater()
    const { onSignedIn } = renderForm('signin')
    await userEvent.type(email(), '  amina@example.com ')
    await userEvent.type(password(), 'Mpya#2026')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-in/email',
      expect.objectContaining({ method: 'POST' }),
    )
    expect(requestBody(fetchMock)).toEqual({ email: 'amina@example.com', password: 'Mpya#2026' })
    answer(200, { redirect: false, session: true, user: { id: 'u1' } })
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(screen.getByText('You have been signed in successfully.')).toBeInTheDocument()
  })

  it('sign-in: a wrong password shows "Sign In Failed" with the server message', async () => {
    respondWith(401, { error: { code: 'invalid_email_or_password', message: 'Invalid email or password' } })
    const { onSignedIn } = renderForm('signin')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument()
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('sign-in: an unreachable server shows "Sign In Error"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    renderForm('signin')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'Mpya#2026')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Sign In Error')).toBeInTheDocument()
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument()
  })

  it('sign-in: a two-factor account moves on to the code step', async () => {
    respondWith(200, { twoFactorRedirect: true })
    const { onTwoFactorRequired, onSignedIn } = renderForm('signin')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'Mpya#2026')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(onTwoFactorRequired).toHaveBeenCalledOnce())
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('sign-up: shows "Creating Account...", sends the trimmed name with accepted terms, then welcomes', async () => {
    const { fetchMock, answer } = respondLater()
    const { onSignedIn } = renderForm('signup')
    await userEvent.type(fullName(), '  Amina Otieno ')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'Mpya#2026')
    await userEvent.click(await terms())
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    expect(requestBody(fetchMock)).toMatchObject({
      email: 'amina@example.com',
      password: 'Mpya#2026',
      name: 'Amina Otieno',
      termsAccepted: true,
    })
    answer(200, { session: true, user: { id: 'u1' } })
    expect(await screen.findByText('Welcome to Soko!')).toBeInTheDocument()
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument()
    expect(onSignedIn).toHaveBeenCalledOnce()
    // After sign-up the fields clear.
    expect(fullName()).toHaveValue('')
    expect(email()).toHaveValue('')
  })

  it('sign-up without a session (e-mail confirmation) says "Check your email" and does not sign in', async () => {
    respondWith(200, { session: false, user: { id: 'u1' } })
    const { onSignedIn } = renderForm('signup')
    await userEvent.type(fullName(), 'Amina Otieno')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'Mpya#2026')
    await userEvent.click(await terms())
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    const toast = (
      await screen.findByText("We've sent you a confirmation link to complete your registration.")
    ).closest('li')
    expect(toast).toHaveTextContent('Check your email')
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('sign-up: a common password is refused before the server is asked', async () => {
    const fetchMock = respondWith(200, {})
    renderForm('signup')
    await userEvent.type(fullName(), 'Amina Otieno')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.type(password(), 'password')
    await userEvent.click(await terms())
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reset: shows "Sending...", then "Check your email", returns to sign-in and clears the e-mail', async () => {
    const { fetchMock, answer } = respondLater()
    const { onModeChange } = renderForm('reset')
    await userEvent.type(email(), ' amina@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(requestBody(fetchMock)).toEqual({ email: 'amina@example.com', redirectTo: '/reset-password' })
    answer(200, { status: true })
    const toast = (await screen.findByText("We've sent you a password reset link.")).closest('li')
    expect(toast).toHaveTextContent('Check your email')
    expect(onModeChange).toHaveBeenCalledWith('signin')
    expect(email()).toHaveValue('')
  })

  it('reset: a refusal shows "Reset Failed" with the server message', async () => {
    respondWith(429, { error: { code: 'rate_limited', message: 'Too many attempts for this account.' } })
    const { onModeChange } = renderForm('reset')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument()
    expect(screen.getByText('Too many attempts for this account.')).toBeInTheDocument()
    expect(onModeChange).not.toHaveBeenCalled()
  })
})
