import { describe, expect, it } from 'vitest'
import { profileFormValues, profileUpdate, ratesInOrder, validRate } from './profile-form-values'
import { profileFixture } from './test-fixtures'

describe('profile form values', () => {
  it('round-trips a profile into the form and back to the PATCH body', () => {
    const profile = profileFixture({ images: ['/uploads/a.webp'], profile_image_url: '/uploads/p.webp' })
    expect(profileUpdate(profileFormValues(profile))).toEqual({
      business_name: 'Mwangi Home Repairs',
      business_description: 'Plumbing and carpentry across Nairobi.',
      specialization: 'Plumbing',
      location_address: 'Kilimani, Nairobi',
      phone_number: '0712 345 678',
      email: 'fundi@example.com',
      hourly_rate_min: 500,
      hourly_rate_max: 1500,
      service_areas: ['Westlands', 'Kilimani'],
      availability: { days: ['mon', 'tue', 'wed'], start: '08:00', end: '17:00' },
      profile_image_url: '/uploads/p.webp',
      banner_image_url: null,
      images: ['/uploads/a.webp'],
    })
  })

  it('sends blanks as null and no days as no availability', () => {
    const values = {
      ...profileFormValues(profileFixture()),
      business_description: '  ',
      email: '',
      hourly_rate_min: '',
      days: [],
    }
    const body = profileUpdate(values)
    expect(body.business_description).toBeNull()
    expect(body.email).toBeNull()
    expect(body.hourly_rate_min).toBeNull()
    expect(body.availability).toBeNull()
  })

  it('starts hours at 08:00-17:00 when the profile has none, and a rate of 0 shows as 0', () => {
    const values = profileFormValues(
      profileFixture({ availability: null, hourly_rate_min: 0, hourly_rate_max: null }),
    )
    expect([values.start, values.end, values.days]).toEqual(['08:00', '17:00', []])
    expect([values.hourly_rate_min, values.hourly_rate_max]).toEqual(['0', ''])
  })

  it('checks rates: not negative, the minimum not above the maximum', () => {
    expect(validRate('')).toBe(true)
    expect(validRate('-5')).toBe(false)
    expect(ratesInOrder('2000', '1000')).toBe(false)
    expect(ratesInOrder('500', '')).toBe(true)
  })
})
