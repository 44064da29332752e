import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { classifyPlaceOrderError } from './use-place-order'

describe('classifyPlaceOrderError', () => {
  it('keeps the reason of an insufficient-stock answer, without the server\'s "Order failed: "', () => {
    const error = new ApiError({
      code: 'orders.insufficient_stock',
      status: 409,
      message: 'Order failed: Only 1 of Kikoy Beach Towel left in stock.',
    })
    expect(classifyPlaceOrderError(error)).toEqual({
      kind: 'stock',
      message: 'Only 1 of Kikoy Beach Towel left in stock.',
    })
  })

  it('tells a lost session apart', () => {
    const error = new ApiError({ code: 'auth.unauthenticated', status: 401, message: 'Sign in' })
    expect(classifyPlaceOrderError(error)).toEqual({ kind: 'signedOut' })
  })

  it('passes field errors on, and anything else is the generic failure', () => {
    const fields = { shipping_city: 'Please fill in all shipping information (address and city).' }
    expect(
      classifyPlaceOrderError(
        new ApiError({ code: 'validation_failed', status: 400, message: 'Invalid', fields }),
      ),
    ).toEqual({ kind: 'fields', fields })
    expect(classifyPlaceOrderError(new ApiError({ code: 'network_error', status: 0, message: 'x' }))).toEqual(
      {
        kind: 'other',
      },
    )
    expect(classifyPlaceOrderError(new Error('boom'))).toEqual({ kind: 'other' })
  })
})
