import { describe, expect, it } from 'vitest'
import { addressLines } from './order-address'

describe('addressLines (the order details dialog)', () => {
  it('lays out an address object as street, city line and country', () => {
    expect(
      addressLines({
        shipping_address: {
          street: 'Moi Avenue 12',
          city: 'Nairobi',
          state: null,
          postal_code: '00100',
          country: 'Kenya',
        },
        shipping_city: 'Nairobi',
      }),
    ).toEqual(['Moi Avenue 12', 'Nairobi, 00100', 'Kenya'])
  })

  it('shows a plain-text address with its city, and only the city when there is no address', () => {
    expect(addressLines({ shipping_address: 'Kimathi Street 4', shipping_city: 'Nyeri' })).toEqual([
      'Kimathi Street 4',
      'Nyeri',
    ])
    expect(addressLines({ shipping_address: null, shipping_city: 'Mombasa' })).toEqual(['Mombasa'])
    expect(addressLines({ shipping_address: null, shipping_city: null })).toEqual([])
    expect(addressLines({ shipping_address: '  ', shipping_city: null })).toEqual([])
  })
})
