import { describe, expect, it } from 'vitest'
import { addDish, emptyBasket } from './basket'
import { clearLocalBasket, localBasketKey, readLocalBasket, writeLocalBasket } from './local-basket'
import { pilau, sampleRestaurant } from './test/fixtures'

describe("a visitor's basket in the browser", () => {
  it('survives a reload: it is kept under soko.food-basket and read back whole', () => {
    const result = addDish(emptyBasket, sampleRestaurant, pilau)
    if (!result.ok) throw new Error('not added')
    writeLocalBasket(result.basket)
    const raw = window.localStorage.getItem(localBasketKey)
    expect(raw).not.toBeNull()
    // What a fresh page would read from the same storage.
    expect(JSON.parse(raw!)).toEqual(result.basket)
    expect(readLocalBasket()).toEqual(result.basket)
  })

  it('an emptied basket leaves nothing stored; unreadable storage reads as empty', () => {
    const result = addDish(emptyBasket, sampleRestaurant, pilau)
    if (!result.ok) throw new Error('not added')
    writeLocalBasket(result.basket)
    clearLocalBasket()
    expect(window.localStorage.getItem(localBasketKey)).toBeNull()
    window.localStorage.setItem(localBasketKey, '{not json')
    expect(readLocalBasket()).toEqual(emptyBasket)
  })
})
