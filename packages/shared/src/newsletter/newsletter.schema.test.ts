import { describe, expect, it } from 'vitest'
import { newsletterSubscribeSchema } from './newsletter.schema'

describe('newsletterSubscribeSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(newsletterSubscribeSchema.parse({ email: '  Wanjiku@Example.CO.KE ' })).toEqual({
      email: 'wanjiku@example.co.ke',
    })
  })
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['wanjiku', 'Email is invalid'],
    ['wanjiku@example', 'Email is invalid'],
    ['wan jiku@example.com', 'Email is invalid'],
  ])('rejects %j with "%s"', (email, message) => {
    const result = newsletterSubscribeSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
  it('rejects a missing e-mail with "Email is required"', () => {
    expect(newsletterSubscribeSchema.safeParse({}).error?.issues[0]?.message).toBe('Email is required')
  })
})
