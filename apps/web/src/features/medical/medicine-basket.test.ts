import type { Medication } from '@soko/shared/medical/medical.schema'
import { describe, expect, it } from 'vitest'
import {
  addMedicine,
  basketCount,
  basketTotalCents,
  emptyMedicineBasket,
  parseStoredMedicineBasket,
  setMedicineQuantity,
  type MedicineBasket,
} from './medicine-basket'
import { amoxicillin, medication, outOfStock, pharmacyB } from './test/fixtures'

/** The basket after adding; the test fails if the add is refused. */
function added(basket: MedicineBasket, medicine: Medication, options?: { startNew?: boolean }) {
  const result = addMedicine(basket, medicine, options)
  if (!result.ok) throw new Error(`refused: ${result.reason}`)
  return result.basket
}

describe('the medicine basket', () => {
  it('keeps one pharmacy: a medicine of another is refused until the reader starts a new basket', () => {
    const basket = added(emptyMedicineBasket, medication())
    const other = medication({
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      name: 'Ibuprofen',
      pharmacy: pharmacyB,
    })
    expect(addMedicine(basket, other)).toEqual({
      ok: false,
      reason: 'other_pharmacy',
      current: 'Goodlife Pharmacy',
    })
    const fresh = added(basket, other, { startNew: true })
    expect(fresh.pharmacy).toEqual(pharmacyB)
    expect(fresh.items.map((item) => item.name)).toEqual(['Ibuprofen'])
    // Emptied, any pharmacy may start it.
    expect(addMedicine(setMedicineQuantity(fresh, other.id, 0), medication()).ok).toBe(true)
  })

  it('holds at most the stock and at most 20 of a medicine; nothing at zero stock', () => {
    let basket = emptyMedicineBasket
    for (let i = 0; i < 3; i++) basket = added(basket, amoxicillin)
    expect(addMedicine(basket, amoxicillin)).toEqual({ ok: false, reason: 'max_quantity' })
    expect(setMedicineQuantity(basket, amoxicillin.id, 10).items[0]?.quantity).toBe(3)
    const plenty = medication({ stock_quantity: 500 })
    let many = emptyMedicineBasket
    for (let i = 0; i < 20; i++) many = added(many, plenty)
    expect(addMedicine(many, plenty)).toEqual({ ok: false, reason: 'max_quantity' })
    expect(addMedicine(emptyMedicineBasket, outOfStock)).toEqual({ ok: false, reason: 'out_of_stock' })
  })

  it('counts and totals, and the last one out empties it', () => {
    const basket = added(added(added(emptyMedicineBasket, medication()), medication()), amoxicillin)
    expect(basketCount(basket)).toBe(3)
    expect(basketTotalCents(basket)).toBe(2 * 15_000 + 45_000)
    const less = setMedicineQuantity(setMedicineQuantity(basket, amoxicillin.id, 0), medication().id, 0)
    expect(less).toEqual(emptyMedicineBasket)
  })

  it('reads back what it stored, and drops anything odd', () => {
    const basket = added(emptyMedicineBasket, amoxicillin)
    expect(parseStoredMedicineBasket(JSON.parse(JSON.stringify(basket)))).toEqual(basket)
    expect(parseStoredMedicineBasket({ pharmacy: null, items: [] })).toEqual(emptyMedicineBasket)
    expect(
      parseStoredMedicineBasket({
        ...basket,
        items: [{ ...basket.items[0], quantity: 99 }, { medication_id: 5 }],
      }),
    ).toEqual(emptyMedicineBasket)
  })
})
