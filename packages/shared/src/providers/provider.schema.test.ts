import { describe, expect, it } from 'vitest'
import { updateProviderProfileSchema } from './provider.schema'

describe('a provider profile update', () => {
  it('keeps a drawn demo banner the seed gave, as it keeps an uploaded picture', () => {
    const banner = '/demo/providers/plumbing-720.webp'
    expect(updateProviderProfileSchema.safeParse({ banner_image_url: banner }).success).toBe(true)
    expect(updateProviderProfileSchema.safeParse({ profile_image_url: '/uploads/a.webp' }).success).toBe(true)
  })

  it('refuses any other path', () => {
    for (const url of ['/demo/../secrets', '/etc/passwd', 'javascript:alert(1)', '/demo/providers/x.svg']) {
      expect(updateProviderProfileSchema.safeParse({ banner_image_url: url }).success).toBe(false)
    }
  })
})
