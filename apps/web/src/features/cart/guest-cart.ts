// The guest cart (spec 000 section 3): an array under localStorage key "cart" with the spec's fields.
import { useSyncExternalStore } from 'react'
import { writeStored } from '@/lib/storage'

export const guestCartKey = 'cart'

export interface GuestCartItem {
  id: string
  name: string
  /** KSh, as the spec stores it. */
  price: number
  quantity: number
  image_url?: string | null | undefined
  /** Older carts stored the picture under "image" (spec: "also seen as image"). */
  image?: string | null | undefined
  vendor?: string | null | undefined
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string'

/** One stored line, checked by hand: this module is part of the page shell (the header badge). */
function parseGuestCartItem(entry: unknown): GuestCartItem | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { id, name, price, quantity, image_url, image, vendor } = entry as Record<string, unknown>
  const valid =
    typeof id === 'string' &&
    id.length > 0 &&
    typeof name === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0 &&
    optionalText(image_url) &&
    optionalText(image) &&
    optionalText(vendor)
  if (!valid) return undefined
  const item: GuestCartItem = { id, name, price, quantity }
  if (image_url !== undefined) item.image_url = image_url as string | null
  if (image !== undefined) item.image = image as string | null
  if (vendor !== undefined) item.vendor = vendor as string | null
  return item
}

/** What the guest cart needs to know about a product to add it. */
export interface GuestCartProduct {
  id: string
  name: string
  price: number
  image_url: string | null
  vendor: string | null
  in_stock: boolean
  /** When unknown, the server caps the line by stock at the merge. */
  stock_quantity?: number
}

export type GuestAddResult =
  | { ok: true; items: GuestCartItem[] }
  | { ok: false; reason: 'invalid' | 'out_of_stock' }
  | { ok: false; reason: 'not_enough_stock'; available: number }

/**
 * Keeps the valid lines of whatever is stored: a damaged line is dropped rather than losing the whole cart,
 * and a product listed twice keeps its first line.
 */
export function parseGuestCart(value: unknown): GuestCartItem[] {
  if (!Array.isArray(value)) return []
  const items: GuestCartItem[] = []
  for (const entry of value) {
    const item = parseGuestCartItem(entry)
    if (item && !items.some((existing) => existing.id === item.id)) items.push(item)
  }
  return items
}

/** The number the header badge shows: the sum of the quantities. */
export function guestCartCount(items: readonly GuestCartItem[]) {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** The picture of a line, whichever field it was stored under. */
export function guestCartImage(item: GuestCartItem) {
  return item.image_url ?? item.image ?? null
}

/**
 * Adds `quantity` of a product (spec 000 section 4: a new line, or more on an existing line). Out-of-stock
 * products cannot be added, and a line never holds more than the stock.
 */
export function addToGuestCart(
  items: readonly GuestCartItem[],
  product: GuestCartProduct,
  quantity = 1,
): GuestAddResult {
  if (!product.id || !Number.isInteger(quantity) || quantity < 1) return { ok: false, reason: 'invalid' }
  const stock = product.stock_quantity ?? Number.POSITIVE_INFINITY
  if (!product.in_stock || stock <= 0) return { ok: false, reason: 'out_of_stock' }
  const existing = items.find((item) => item.id === product.id)
  const wanted = (existing?.quantity ?? 0) + quantity
  if (wanted > stock) return { ok: false, reason: 'not_enough_stock', available: stock }
  const line: GuestCartItem = {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: wanted,
    image_url: product.image_url,
    vendor: product.vendor,
  }
  return {
    ok: true,
    items: existing ? items.map((item) => (item.id === product.id ? line : item)) : [...items, line],
  }
}

// A small store over localStorage, so every component showing the guest cart (the header badge) updates
// at once, in this tab and in others.

const listeners = new Set<() => void>()
const emptyCart: GuestCartItem[] = []
let cached: { raw: string | null; items: GuestCartItem[] } = { raw: null, items: emptyCart }

function readRaw() {
  try {
    return window.localStorage.getItem(guestCartKey)
  } catch {
    return null
  }
}

function parseRaw(raw: string | null) {
  if (raw === null) return emptyCart
  try {
    return parseGuestCart(JSON.parse(raw))
  } catch {
    return emptyCart
  }
}

/** The stored guest cart, validated; the same array until the stored text changes. */
export function readGuestCart(): GuestCartItem[] {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, items: parseRaw(raw) }
  return cached.items
}

function notify() {
  for (const listener of listeners) listener()
}

export function writeGuestCart(items: readonly GuestCartItem[]) {
  if (items.length === 0) return clearGuestCart()
  writeStored(guestCartKey, items)
  notify()
}

export function clearGuestCart() {
  try {
    window.localStorage.removeItem(guestCartKey)
  } catch {
    // Storage disabled: nothing was stored.
  }
  notify()
}

function onStorage(event: StorageEvent) {
  if (event.key === guestCartKey || event.key === null) notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useGuestCart() {
  return useSyncExternalStore(subscribe, readGuestCart, () => emptyCart)
}
