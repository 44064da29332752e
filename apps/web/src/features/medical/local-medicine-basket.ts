// The medicine basket lives in localStorage under `soko.medicine-basket` and survives a reload; every screen
// showing it (the Medications tab, the checkout) updates at once, also across tabs.
import { useSyncExternalStore } from 'react'
import { writeStored } from '@/lib/storage'
import { emptyMedicineBasket, parseStoredMedicineBasket, type MedicineBasket } from './medicine-basket'

export const medicineBasketKey = 'soko.medicine-basket'

const listeners = new Set<() => void>()
let cached: { raw: string | null; basket: MedicineBasket } = { raw: null, basket: emptyMedicineBasket }

function readRaw() {
  try {
    return window.localStorage.getItem(medicineBasketKey)
  } catch {
    return null
  }
}

/** The stored basket, validated; the same object until the stored text changes. */
export function readMedicineBasket(): MedicineBasket {
  const raw = readRaw()
  if (raw !== cached.raw) {
    let basket = emptyMedicineBasket
    try {
      basket = raw === null ? emptyMedicineBasket : parseStoredMedicineBasket(JSON.parse(raw))
    } catch {
      basket = emptyMedicineBasket
    }
    cached = { raw, basket }
  }
  return cached.basket
}

function notify() {
  for (const listener of listeners) listener()
}

export function writeMedicineBasket(basket: MedicineBasket) {
  if (basket.items.length === 0) return clearMedicineBasket()
  writeStored(medicineBasketKey, basket)
  notify()
}

export function clearMedicineBasket() {
  try {
    window.localStorage.removeItem(medicineBasketKey)
  } catch {
    // Storage disabled: nothing was stored.
  }
  notify()
}

function onStorage(event: StorageEvent) {
  if (event.key === medicineBasketKey || event.key === null) notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useMedicineBasket() {
  return useSyncExternalStore(subscribe, readMedicineBasket, () => emptyMedicineBasket)
}
