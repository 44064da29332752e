import { describe, expect, it } from 'vitest'
import { checkApplication, emptyApplication, isProviderCategory, toApplicationBody } from './application-form'

const filled = (overrides = {}) => ({
  ...emptyApplication('service_provider', 'amani@example.com'),
  business_name: 'Amani Plumbing',
  business_phone: '254712345678',
  terms_accepted: true,
  ...overrides,
})

describe('checkApplication (spec 001 section 5)', () => {
  it('accepts category, business name, phone and the terms', () => {
    expect(checkApplication(filled())).toEqual({ missing: false, problems: {} })
  })

  it('when category, business name or phone is blank, the information is missing', () => {
    const { missing, problems } = checkApplication(
      filled({ service_type: '', business_name: '  ', business_phone: '' }),
    )
    expect(missing).toBe(true)
    expect(problems).toEqual({
      service_type: 'required',
      business_name: 'required',
      business_phone: 'required',
    })
  })

  it('asks a licensed category for its license number, and no other', () => {
    expect(checkApplication(filled({ service_type: 'driver' }))).toEqual({
      missing: true,
      problems: { license_number: 'licenseRequired' },
    })
    expect(checkApplication(filled({ service_type: 'driver', license_number: 'DL-1' })).missing).toBe(false)
    expect(checkApplication(filled({ service_type: 'vendor' })).missing).toBe(false)
  })

  it('requires the terms', () => {
    expect(checkApplication(filled({ terms_accepted: false }))).toEqual({
      missing: true,
      problems: { terms_accepted: 'termsRequired' },
    })
  })

  it('takes years of experience as blank or a whole number from 0 to 50', () => {
    for (const ok of ['', '0', '50', ' 7 '])
      expect(checkApplication(filled({ experience_years: ok })).problems).toEqual({})
    for (const bad of ['51', '-1', '2.5', 'ten'])
      expect(checkApplication(filled({ experience_years: bad }))).toEqual({
        missing: false,
        problems: { experience_years: 'experienceRange' },
      })
  })
})

describe('toApplicationBody', () => {
  it('sends empty optional values as null and trims the rest', () => {
    expect(
      toApplicationBody({ ...filled(), service_type: 'service_provider', business_email: ' ' }, []),
    ).toEqual({
      service_type: 'service_provider',
      business_name: 'Amani Plumbing',
      business_description: null,
      business_address: null,
      business_phone: '254712345678',
      business_email: null,
      license_number: null,
      experience_years: null,
      specialization: null,
      service_areas: [],
      document_ids: [],
      terms_accepted: true,
    })
  })

  it("keeps the years as a number, the category's specialization, the areas and the documents", () => {
    const body = toApplicationBody(
      {
        ...filled({
          experience_years: '12',
          specialization: 'Plumbing',
          service_areas: ['Karen', 'Westlands'],
        }),
        service_type: 'service_provider',
      },
      ['doc-1'],
    )
    expect(body).toMatchObject({
      experience_years: 12,
      specialization: 'Plumbing',
      service_areas: ['Karen', 'Westlands'],
      document_ids: ['doc-1'],
    })
  })

  it("drops a specialization another category offers and a license an unlicensed category doesn't need", () => {
    const body = toApplicationBody(
      { ...filled({ specialization: 'Plumbing', license_number: 'X-1' }), service_type: 'vendor' },
      [],
    )
    expect(body.specialization).toBeNull()
    expect(body.license_number).toBeNull()
  })
})

it('knows the seven categories and nothing else', () => {
  expect(isProviderCategory('medical_provider')).toBe(true)
  expect(isProviderCategory('admin')).toBe(false)
  expect(isProviderCategory(null)).toBe(false)
})
