// A visitor's food basket lives in localStorage under `soko.food-basket` (decision 019) and survives a reload;
// at sign-in it moves to the server (food-basket-merge.tsx). Every screen showing it updates at once.
import { useSyncExternalStore } from 'react'
import { writeStored } from '@/lib/storage'
import { emptyBasket, parseStoredBasket, type BasketDraft } from './basket'
import { localBasketKey } from './local-basket-key'

export { localBasketKey }

const listeners = new Set<() => void>()
let cached: { raw: string | null; basket: BasketDraft } = { raw: null, basket: emptyBasket }

function readRaw() {
  try {
    return window.localStorage.getItem(localBasketKey)
  } catch {
    return null
  }
}

/** The stored basket, validated; the same object until the stored text changes. */
export function readLocalBasket(): BasketDraft {
  const raw = readRaw()
  if (raw !== cached.raw) {
    let basket = emptyBasket
    try {
      basket = raw === null ? emptyBasket : parseStoredBasket(JSON.parse(raw))
    } catch {
      basket = emptyBasket
    }
    cached = { raw, basket }
  }
  return cached.basket
}

function notify() {
  for (const listener of listeners) listener()
}

export function writeLocalBasket(basket: BasketDraft) {
  if (basket.items.length === 0) return clearLocalBasket()
  writeStored(localBasketKey, basket)
  notify()
}

export function clearLocalBasket() {
  try {
    window.localStorage.removeItem(localBasketKey)
  } catch {
    // Storage disabled: nothing was stored.
  }
  notify()
}

function onStorage(event: StorageEvent) {
  if (event.key === localBasketKey || event.key === null) notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useLocalBasket() {
  return useSyncExternalStore(subscribe, readLocalBasket, () => emptyBasket)
}
