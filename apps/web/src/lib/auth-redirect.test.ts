import { describe, expect, it } from 'vitest'
import { authRedirectState, readAuthRedirectState } from './auth-redirect'

describe('auth redirect state', () => {
  it('round-trips the path and query of the page that needed an account', () => {
    const state = authRedirectState({ pathname: '/profile', search: '?tab=reviews' })
    expect(readAuthRedirectState(state)).toEqual({ from: '/profile?tab=reviews', message: undefined })
  })

  it('carries an optional notice', () => {
    const state = authRedirectState({ pathname: '/checkout' }, 'Please log in to proceed to checkout.')
    expect(readAuthRedirectState(state).message).toBe('Please log in to proceed to checkout.')
  })

  it('goes home when the state is missing, foreign or points off the site', () => {
    expect(readAuthRedirectState(undefined).from).toBe('/')
    expect(readAuthRedirectState({ from: 'https://evil.example/' }).from).toBe('/')
    expect(readAuthRedirectState({ from: '//evil.example/' }).from).toBe('/')
    expect(readAuthRedirectState({ from: 42 }).from).toBe('/')
    expect(readAuthRedirectState({ from: '/auth?mode=signup' }).from).toBe('/')
  })
})
