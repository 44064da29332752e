import { describe, expect, it } from 'vitest'
import { productFormValues, productInput, validImageUrl, validPrice, validStock } from './product-form-values'

describe('vendor product form values', () => {
  it('starts a new product with stock 0 and blank fields', () => {
    expect(productFormValues(null)).toEqual({
      name: '',
      description: '',
      price: '',
      stock_quantity: '0',
      category: '',
      image_url: '',
    })
  })

  it('sends blanks as null and numbers as numbers', () => {
    expect(
      productInput({
        name: '  Kikoi  ',
        description: ' ',
        price: '1250.50',
        stock_quantity: '7',
        category: 'Clothing',
        image_url: '',
      }),
    ).toEqual({
      name: 'Kikoi',
      description: null,
      price: 1250.5,
      stock_quantity: 7,
      category: 'Clothing',
      image_url: null,
    })
  })

  it('accepts a positive price with at most two decimals', () => {
    expect(validPrice('1250')).toBe(true)
    expect(validPrice('12.99')).toBe(true)
    expect(validPrice('0')).toBe(false)
    expect(validPrice('1.999')).toBe(false)
    expect(validPrice('-3')).toBe(false)
  })

  it('accepts a whole stock of 0 or more', () => {
    expect(validStock('0')).toBe(true)
    expect(validStock('2.5')).toBe(false)
    expect(validStock('-1')).toBe(false)
  })

  it('accepts a web address or an uploaded path as the image', () => {
    expect(validImageUrl('')).toBe(true)
    expect(validImageUrl('/uploads/abc.webp')).toBe(true)
    expect(validImageUrl('https://example.com/a.jpg')).toBe(true)
    expect(validImageUrl('not a url')).toBe(false)
  })
})
