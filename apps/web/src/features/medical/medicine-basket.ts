// The medicine basket's rules (issue 17): one pharmacy at a time (an order's medicines come from one
// pharmacy, so one pharmacist reviews it), whole quantities from 1 to MEDICATION_QUANTITY_MAX and never more
// than the stock shown. The basket lives in the browser (local-medicine-basket.ts); the server prices the
// order again and takes the stock when it is placed.
import { MEDICATION_QUANTITY_MAX } from '@soko/shared/medical/medical.constants'
import type { Medication } from '@soko/shared/medical/medical.schema'

/** The pharmacy a basket's medicines come from. */
export interface BasketPharmacy {
  id: string
  name: string
}

export interface BasketMedicine {
  medication_id: string
  name: string
  /** The price when it was added; the server's price is the one charged. */
  price_cents: number
  image_url: string | null
  /** The stock when it was added: the most the basket allows. */
  stock: number
  requires_prescription: boolean
  quantity: number
}

export interface MedicineBasket {
  pharmacy: BasketPharmacy | null
  items: BasketMedicine[]
}

export const emptyMedicineBasket: MedicineBasket = { pharmacy: null, items: [] }
export const MAX_BASKET_LINES = 50

/** A medication with no pharmacy named still belongs to one group: the server decides. */
const noPharmacy: BasketPharmacy = { id: '', name: '' }

export type AddMedicineResult =
  | { ok: true; basket: MedicineBasket }
  /** The basket holds another pharmacy's medicines: ask before emptying it. */
  | { ok: false; reason: 'other_pharmacy'; current: string }
  | { ok: false; reason: 'out_of_stock' | 'max_quantity' | 'max_lines' }

/** The most of a medicine the basket may hold: the quantity cap, and the stock. */
export const quantityLimit = (stock: number) => Math.max(0, Math.min(MEDICATION_QUANTITY_MAX, stock))

export function medicineQuantity(basket: MedicineBasket, medicationId: string) {
  return basket.items.find((item) => item.medication_id === medicationId)?.quantity ?? 0
}

export function basketCount(basket: MedicineBasket) {
  return basket.items.reduce((sum, item) => sum + item.quantity, 0)
}

export function basketTotalCents(basket: MedicineBasket) {
  return basket.items.reduce((sum, item) => sum + item.price_cents * item.quantity, 0)
}

export const needsPrescription = (basket: MedicineBasket) =>
  basket.items.some((item) => item.requires_prescription)

/**
 * One more of a medicine. From another pharmacy it is refused unless `startNew` (the reader agreed to empty the
 * basket first).
 */
export function addMedicine(
  basket: MedicineBasket,
  medication: Pick<
    Medication,
    'id' | 'name' | 'price_cents' | 'image_url' | 'stock_quantity' | 'requires_prescription' | 'pharmacy'
  >,
  { startNew = false } = {},
): AddMedicineResult {
  if (medication.stock_quantity <= 0) return { ok: false, reason: 'out_of_stock' }
  const pharmacy = medication.pharmacy ?? noPharmacy
  const current = basket.pharmacy
  const other = current !== null && current.id !== pharmacy.id && basket.items.length > 0
  if (other && !startNew) return { ok: false, reason: 'other_pharmacy', current: current.name }
  const base = other ? emptyMedicineBasket : basket
  const existing = base.items.find((item) => item.medication_id === medication.id)
  const limit = quantityLimit(medication.stock_quantity)
  if (existing && existing.quantity >= limit) return { ok: false, reason: 'max_quantity' }
  if (!existing && base.items.length >= MAX_BASKET_LINES) return { ok: false, reason: 'max_lines' }
  const line: BasketMedicine = {
    medication_id: medication.id,
    name: medication.name,
    price_cents: medication.price_cents,
    image_url: medication.image_url,
    stock: medication.stock_quantity,
    requires_prescription: medication.requires_prescription,
    quantity: (existing?.quantity ?? 0) + 1,
  }
  const items = existing
    ? base.items.map((item) => (item.medication_id === medication.id ? line : item))
    : [...base.items, line]
  return { ok: true, basket: { pharmacy: { id: pharmacy.id, name: pharmacy.name }, items } }
}

/** Sets a medicine's quantity (capped by the stock and the cap); 0 takes it out, the last one out empties it. */
export function setMedicineQuantity(
  basket: MedicineBasket,
  medicationId: string,
  quantity: number,
): MedicineBasket {
  const items = basket.items.flatMap((item) => {
    if (item.medication_id !== medicationId) return [item]
    const wanted = Math.min(Math.max(Math.floor(quantity), 0), quantityLimit(item.stock))
    return wanted === 0 ? [] : [{ ...item, quantity: wanted }]
  })
  return items.length === 0 ? emptyMedicineBasket : { pharmacy: basket.pharmacy, items }
}

// localStorage is outside data (STYLE.md conventions 3): read by hand, anything odd dropped.

const isText = (value: unknown): value is string => typeof value === 'string'
const isCount = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

function parseMedicine(value: unknown): BasketMedicine | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const { medication_id, name, price_cents, image_url, stock, requires_prescription, quantity } = entry
  if (!isText(medication_id) || !medication_id || !isText(name)) return null
  if (!isCount(price_cents, 0, 1_000_000_000) || !isCount(stock, 1, 1_000_000)) return null
  if (!isCount(quantity, 1, quantityLimit(stock))) return null
  if (image_url !== null && !isText(image_url)) return null
  if (typeof requires_prescription !== 'boolean') return null
  return { medication_id, name, price_cents, image_url, stock, requires_prescription, quantity }
}

export function parseStoredMedicineBasket(value: unknown): MedicineBasket {
  if (typeof value !== 'object' || value === null) return emptyMedicineBasket
  const { pharmacy, items } = value as Record<string, unknown>
  if (typeof pharmacy !== 'object' || pharmacy === null || !Array.isArray(items)) return emptyMedicineBasket
  const { id, name } = pharmacy as Record<string, unknown>
  if (!isText(id) || !isText(name)) return emptyMedicineBasket
  const medicines: BasketMedicine[] = []
  for (const entry of items.slice(0, MAX_BASKET_LINES)) {
    const medicine = parseMedicine(entry)
    if (medicine && !medicines.some((kept) => kept.medication_id === medicine.medication_id))
      medicines.push(medicine)
  }
  return medicines.length === 0 ? emptyMedicineBasket : { pharmacy: { id, name }, items: medicines }
}
