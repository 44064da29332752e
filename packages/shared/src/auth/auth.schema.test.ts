import { describe, expect, it } from 'vitest'
import { newPasswordSchema, passwordSchema, signUpSchema } from './auth.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('auth schemas', () => {
  it('uses the spec messages for missing and short passwords', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Password is required')
    expect(firstMessage(passwordSchema.safeParse('abc'))).toBe('Password must be at least 6 characters')
    expect(passwordSchema.safeParse('Soko#2026').success).toBe(true)
  })

  it('refuses common passwords when one is chosen, whatever their case', () => {
    expect(firstMessage(newPasswordSchema.safeParse('Password123'))).toBe(
      'This password is too common. Please choose another.',
    )
    expect(newPasswordSchema.safeParse('kahawa-chungu-42').success).toBe(true)
  })

  it('needs a trimmed full name and accepted terms to sign up', () => {
    const base = {
      email: ' Amina@Example.com ',
      password: 'kahawa-chungu-42',
      name: '  Amina Yusuf ',
      termsAccepted: true,
    }
    expect(signUpSchema.parse(base)).toEqual({ ...base, email: 'amina@example.com', name: 'Amina Yusuf' })
    expect(firstMessage(signUpSchema.safeParse({ ...base, name: '   ' }))).toBe('Full name is required')
    expect(firstMessage(signUpSchema.safeParse({ ...base, termsAccepted: false }))).toBe(
      'You must accept the terms and conditions',
    )
  })
})
