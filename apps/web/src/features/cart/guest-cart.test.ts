import { describe, expect, it } from 'vitest'
import {
  addToGuestCart,
  clearGuestCart,
  guestCartCount,
  guestCartKey,
  parseGuestCart,
  readGuestCart,
  writeGuestCart,
  type GuestCartProduct,
} from './guest-cart'

const mandazi: GuestCartProduct = {
  id: 'p-1',
  name: 'Mandazi Mix 1kg',
  price: 250,
  image_url: '/demo/products/food-1.webp',
  vendor: 'Kericho Tea Estates Shop',
  in_stock: true,
  stock_quantity: 3,
}

function added(items: ReturnType<typeof readGuestCart>, product = mandazi, quantity = 1) {
  const result = addToGuestCart(items, product, quantity)
  if (!result.ok) throw new Error(`expected the add to succeed, got ${result.reason}`)
  return result.items
}

describe('guest cart', () => {
  it('adds a new line with the spec fields: id, name, price, quantity, image_url, vendor', () => {
    expect(added([])).toEqual([
      {
        id: 'p-1',
        name: 'Mandazi Mix 1kg',
        price: 250,
        quantity: 1,
        image_url: '/demo/products/food-1.webp',
        vendor: 'Kericho Tea Estates Shop',
      },
    ])
  })

  it('adding a product already there adds to its line instead of a second line', () => {
    const items = added(added([]), mandazi, 2)
    expect(items).toHaveLength(1)
    expect(items[0]?.quantity).toBe(3)
  })

  it('refuses an out-of-stock product', () => {
    expect(addToGuestCart([], { ...mandazi, in_stock: false, stock_quantity: 0 })).toEqual({
      ok: false,
      reason: 'out_of_stock',
    })
  })

  it('never holds more than the stock', () => {
    const full = added([], mandazi, 3)
    expect(addToGuestCart(full, mandazi)).toEqual({ ok: false, reason: 'not_enough_stock', available: 3 })
    expect(addToGuestCart([], mandazi, 4)).toEqual({ ok: false, reason: 'not_enough_stock', available: 3 })
  })

  it('refuses a product without an id or a quantity below one', () => {
    expect(addToGuestCart([], { ...mandazi, id: '' })).toEqual({ ok: false, reason: 'invalid' })
    expect(addToGuestCart([], mandazi, 0)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('counts the sum of the quantities for the header badge', () => {
    const other = { ...mandazi, id: 'p-2', stock_quantity: 10 }
    expect(guestCartCount(added(added([], mandazi, 2), other, 5))).toBe(7)
    expect(guestCartCount([])).toBe(0)
  })

  it('is stored under localStorage "cart" and read back', () => {
    writeGuestCart(added([]))
    expect(JSON.parse(window.localStorage.getItem(guestCartKey) ?? 'null')).toEqual(added([]))
    expect(readGuestCart()).toEqual(added([]))
    clearGuestCart()
    expect(window.localStorage.getItem(guestCartKey)).toBeNull()
    expect(readGuestCart()).toEqual([])
  })

  it('reads damaged storage as empty, and keeps the valid lines of a partly damaged cart', () => {
    window.localStorage.setItem(guestCartKey, '{not json')
    expect(readGuestCart()).toEqual([])
    window.localStorage.setItem(guestCartKey, JSON.stringify({ id: 'p-1' }))
    expect(readGuestCart()).toEqual([])
    expect(
      parseGuestCart([
        { id: 'p-1', name: 'Mandazi', price: 250, quantity: 2, image: '/old.webp' },
        { id: 'p-2', name: 'No quantity', price: 100 },
        { id: 'p-3', name: 'Negative', price: 100, quantity: -1 },
        { id: 'p-4', name: 'Text price', price: '100', quantity: 1 },
        { id: 'p-1', name: 'Duplicate', price: 250, quantity: 9 },
      ]),
    ).toEqual([{ id: 'p-1', name: 'Mandazi', price: 250, quantity: 2, image: '/old.webp' }])
  })

  it('writing an empty cart removes the key', () => {
    writeGuestCart(added([]))
    writeGuestCart([])
    expect(window.localStorage.getItem(guestCartKey)).toBeNull()
  })
})
