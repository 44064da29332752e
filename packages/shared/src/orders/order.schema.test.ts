import { describe, expect, it } from 'vitest'
import { checkoutDetailsSchema, placeOrderSchema } from './order.schema'

const valid = {
  shipping_address: 'Moi Avenue 12',
  shipping_city: 'Nairobi',
  contact_phone: '0712345678',
  contact_email: 'Wanjiku@Example.co.ke',
}

describe('checkout details', () => {
  it('accepts a full form, trimmed, e-mail lower-cased', () => {
    expect(checkoutDetailsSchema.parse({ ...valid, shipping_city: ' Nairobi ' })).toEqual({
      ...valid,
      contact_email: 'wanjiku@example.co.ke',
    })
  })

  it.each([
    [{ shipping_address: '' }, 'Please fill in all shipping information (address and city).'],
    [{ shipping_city: '  ' }, 'Please fill in all shipping information (address and city).'],
    [{ contact_phone: '' }, 'Please fill in your contact information (phone and email).'],
    [{ contact_email: undefined }, 'Please fill in your contact information (phone and email).'],
    [{ contact_email: 'not-an-email' }, 'Email is invalid'],
  ])('refuses %j with "%s"', (change, message) => {
    const result = checkoutDetailsSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('accepts browser prices but keeps them out of the server’s decision', () => {
    const parsed = placeOrderSchema.parse({
      ...valid,
      items: [{ product_id: '01890a5d-ac96-774b-bcce-b302099a8057', quantity: 2, price_at_purchase: 1 }],
    })
    expect(parsed.items?.[0]).toMatchObject({ quantity: 2 })
  })
})
