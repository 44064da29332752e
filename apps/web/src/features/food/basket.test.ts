import { describe, expect, it } from 'vitest'
import {
  addDish,
  basketCount,
  basketLines,
  basketTotals,
  dishQuantity,
  emptyBasket,
  fromServerBasket,
  parseStoredBasket,
  setDishQuantity,
  type BasketDraft,
} from './basket'
import { chapati, margherita, otherRestaurant, pilau, sampleRestaurant } from './test/fixtures'

function fill(...dishes: (typeof pilau)[]): BasketDraft {
  let basket = emptyBasket
  for (const dish of dishes) {
    const result = addDish(basket, sampleRestaurant, dish)
    if (!result.ok) throw new Error(result.reason)
    basket = result.basket
  }
  return basket
}

describe('the food basket', () => {
  it('adds a dish, then one more of it on the same line', () => {
    const basket = fill(pilau, pilau, chapati)
    expect(basket.restaurant?.id).toBe('rest-1')
    expect(dishQuantity(basket, 'dish-1')).toBe(2)
    expect(dishQuantity(basket, 'dish-2')).toBe(1)
    expect(basketCount(basket)).toBe(3)
    expect(basketLines(basket)).toEqual([
      { menu_item_id: 'dish-1', quantity: 2 },
      { menu_item_id: 'dish-2', quantity: 1 },
    ])
  })

  it('holds one restaurant: a dish from another is refused, naming the current one', () => {
    const basket = fill(pilau)
    const result = addDish(basket, otherRestaurant, margherita)
    expect(result).toEqual({ ok: false, reason: 'other_restaurant', current: 'Mama Ngina Kitchen' })
  })

  it('once the reader agrees, the other restaurant starts a new basket with that dish alone', () => {
    const result = addDish(fill(pilau, chapati), otherRestaurant, margherita, { startNew: true })
    expect(result.ok && result.basket.restaurant?.id).toBe('rest-2')
    expect(result.ok && result.basket.items.map((item) => item.menu_item_id)).toEqual(['dish-9'])
  })

  it('stops a dish at 20', () => {
    let basket = fill(pilau)
    basket = setDishQuantity(basket, 'dish-1', 20)
    expect(addDish(basket, sampleRestaurant, pilau)).toEqual({ ok: false, reason: 'max_quantity' })
    expect(dishQuantity(setDishQuantity(basket, 'dish-1', 99), 'dish-1')).toBe(20)
  })

  it('taking the last one out removes the line, and the last line out empties the basket', () => {
    const basket = fill(pilau, chapati)
    const fewer = setDishQuantity(basket, 'dish-2', 0)
    expect(fewer.items.map((item) => item.menu_item_id)).toEqual(['dish-1'])
    expect(setDishQuantity(fewer, 'dish-1', 0)).toEqual(emptyBasket)
  })

  it('totals the dishes, adds the fee and says how much is missing to the minimum (fee not counted)', () => {
    expect(basketTotals(fill(pilau))).toEqual({
      subtotalCents: 35_000,
      deliveryFeeCents: 15_000,
      totalCents: 50_000,
      minimumCents: 50_000,
      missingCents: 15_000,
    })
    expect(basketTotals(fill(pilau, pilau)).missingCents).toBe(0)
    expect(basketTotals(emptyBasket).totalCents).toBe(0)
  })

  it('reads the server basket in the same shape', () => {
    const basket = fromServerBasket({
      restaurant: sampleRestaurant,
      items: [
        {
          menu_item_id: 'dish-1',
          name: 'Pilau',
          image_url: null,
          price: 350,
          price_cents: 35_000,
          quantity: 2,
          line_total_cents: 70_000,
          is_available: true,
        },
      ],
      subtotal_cents: 70_000,
      delivery_fee_cents: 15_000,
      total_cents: 85_000,
      minimum_order_cents: 50_000,
      meets_minimum: true,
      can_checkout: true,
      problems: [],
    })
    expect(basket.restaurant?.name).toBe('Mama Ngina Kitchen')
    expect(dishQuantity(basket, 'dish-1')).toBe(2)
  })

  it('a stored basket keeps its valid dishes and drops damaged ones; a damaged restaurant empties it', () => {
    const stored = JSON.parse(JSON.stringify(fill(pilau, chapati))) as { items: unknown[] }
    stored.items.push({ menu_item_id: 'x', name: 'Bad', price_cents: -1, image_url: null, quantity: 1 })
    stored.items.push({ ...(stored.items[0] as object), quantity: 50 })
    expect(parseStoredBasket(stored).items.map((item) => item.menu_item_id)).toEqual(['dish-1', 'dish-2'])
    expect(parseStoredBasket({ ...stored, restaurant: { id: 'r' } })).toEqual(emptyBasket)
    expect(parseStoredBasket('nonsense')).toEqual(emptyBasket)
  })
})
