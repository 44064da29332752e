// The food basket's rules (issue 13, decision 019): one restaurant at a time, whole quantities from 1 to 20,
// at most 50 dishes. The same rules serve a visitor's basket (kept in the browser) and a signed-in user's
// (kept on the server, which prices it again from its menu).
import {
  MAX_BASKET_LINES,
  MAX_DISH_QUANTITY,
  type Basket,
  type MenuItem,
  type RestaurantCard,
} from './food-types'

/** What the basket keeps of its restaurant: enough to name it, call it and total the basket. */
export interface BasketRestaurant {
  id: string
  name: string
  phone: string | null
  delivery_fee_cents: number
  minimum_order_cents: number
}

export interface BasketDish {
  menu_item_id: string
  name: string
  /** The menu's price when it was added; the server's price is the one charged. */
  price_cents: number
  image_url: string | null
  quantity: number
}

export interface BasketDraft {
  restaurant: BasketRestaurant | null
  items: BasketDish[]
}

export const emptyBasket: BasketDraft = { restaurant: null, items: [] }

export type AddDishResult =
  | { ok: true; basket: BasketDraft }
  /** The basket holds another restaurant's dishes: ask before emptying it (newBasketTitle). */
  | { ok: false; reason: 'other_restaurant'; current: string }
  | { ok: false; reason: 'max_quantity' | 'max_lines' }

export function toBasketRestaurant(restaurant: RestaurantCard): BasketRestaurant {
  return {
    id: restaurant.id,
    name: restaurant.name,
    phone: restaurant.phone,
    delivery_fee_cents: restaurant.delivery_fee_cents,
    minimum_order_cents: restaurant.minimum_order_cents,
  }
}

/** How many of a dish the basket holds. */
export function dishQuantity(basket: BasketDraft, menuItemId: string) {
  return basket.items.find((item) => item.menu_item_id === menuItemId)?.quantity ?? 0
}

export function basketCount(basket: BasketDraft) {
  return basket.items.reduce((sum, item) => sum + item.quantity, 0)
}

/**
 * One more of a dish. From another restaurant it is refused unless `startNew` (the reader agreed to empty the
 * basket first).
 */
export function addDish(
  basket: BasketDraft,
  restaurant: RestaurantCard | BasketRestaurant,
  dish: Pick<MenuItem, 'id' | 'name' | 'price_cents' | 'image_url'>,
  { startNew = false } = {},
): AddDishResult {
  const current = basket.restaurant
  const other = current !== null && current.id !== restaurant.id && basket.items.length > 0
  if (other && !startNew) return { ok: false, reason: 'other_restaurant', current: current.name }
  const base = other ? emptyBasket : basket
  const existing = base.items.find((item) => item.menu_item_id === dish.id)
  if (existing && existing.quantity >= MAX_DISH_QUANTITY) return { ok: false, reason: 'max_quantity' }
  if (!existing && base.items.length >= MAX_BASKET_LINES) return { ok: false, reason: 'max_lines' }
  const line: BasketDish = {
    menu_item_id: dish.id,
    name: dish.name,
    price_cents: dish.price_cents,
    image_url: dish.image_url,
    quantity: (existing?.quantity ?? 0) + 1,
  }
  const items = existing
    ? base.items.map((item) => (item.menu_item_id === dish.id ? line : item))
    : [...base.items, line]
  const kept: BasketRestaurant = 'is_open' in restaurant ? toBasketRestaurant(restaurant) : { ...restaurant }
  return { ok: true, basket: { restaurant: kept, items } }
}

/** Sets a dish's quantity (capped at 20); 0 takes it out, and the last one out empties the basket. */
export function setDishQuantity(basket: BasketDraft, menuItemId: string, quantity: number): BasketDraft {
  const wanted = Math.min(Math.max(Math.floor(quantity), 0), MAX_DISH_QUANTITY)
  const items =
    wanted === 0
      ? basket.items.filter((item) => item.menu_item_id !== menuItemId)
      : basket.items.map((item) => (item.menu_item_id === menuItemId ? { ...item, quantity: wanted } : item))
  return items.length === 0 ? emptyBasket : { restaurant: basket.restaurant, items }
}

export interface BasketTotals {
  subtotalCents: number
  deliveryFeeCents: number
  totalCents: number
  minimumCents: number
  /** How much more the dishes must cost to reach the minimum (0 when met). */
  missingCents: number
}

/** The minimum order applies to the dishes' subtotal, without the fee (decision 019). */
export function basketTotals(basket: BasketDraft): BasketTotals {
  const subtotalCents = basket.items.reduce((sum, item) => sum + item.price_cents * item.quantity, 0)
  const deliveryFeeCents = basket.items.length > 0 ? (basket.restaurant?.delivery_fee_cents ?? 0) : 0
  const minimumCents = basket.restaurant?.minimum_order_cents ?? 0
  return {
    subtotalCents,
    deliveryFeeCents,
    totalCents: subtotalCents + deliveryFeeCents,
    minimumCents,
    missingCents: Math.max(minimumCents - subtotalCents, 0),
  }
}

/** The body of PUT /api/food/basket and of POST /api/food/orders' items. */
export function basketLines(basket: BasketDraft) {
  return basket.items.map((item) => ({ menu_item_id: item.menu_item_id, quantity: item.quantity }))
}

/** The server's basket in the same shape. */
export function fromServerBasket(basket: Basket): BasketDraft {
  if (!basket.restaurant || basket.items.length === 0) return emptyBasket
  return {
    restaurant: toBasketRestaurant(basket.restaurant),
    items: basket.items.map((line) => ({
      menu_item_id: line.menu_item_id,
      name: line.name,
      price_cents: line.price_cents,
      image_url: line.image_url,
      quantity: line.quantity,
    })),
  }
}

// ---- a stored basket, checked by hand (STYLE.md: no `as` on outside data; zod stays out of this screen) ----

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

function parseRestaurant(value: unknown): BasketRestaurant | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, phone, delivery_fee_cents, minimum_order_cents } = value as Record<string, unknown>
  if (!isText(id) || !isText(name) || !isCents(delivery_fee_cents) || !isCents(minimum_order_cents))
    return null
  if (phone !== null && typeof phone !== 'string') return null
  return { id, name, phone, delivery_fee_cents, minimum_order_cents }
}

function parseDish(value: unknown): BasketDish | null {
  if (typeof value !== 'object' || value === null) return null
  const { menu_item_id, name, price_cents, image_url, quantity } = value as Record<string, unknown>
  const valid =
    isText(menu_item_id) &&
    isText(name) &&
    isCents(price_cents) &&
    (image_url === null || typeof image_url === 'string') &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_DISH_QUANTITY
  return valid ? { menu_item_id, name, price_cents, image_url, quantity } : null
}

/** Keeps the valid dishes of whatever is stored; a damaged restaurant empties it. */
export function parseStoredBasket(value: unknown): BasketDraft {
  if (typeof value !== 'object' || value === null) return emptyBasket
  const { restaurant, items } = value as Record<string, unknown>
  const kept = parseRestaurant(restaurant)
  if (!kept || !Array.isArray(items)) return emptyBasket
  const dishes: BasketDish[] = []
  for (const entry of items.slice(0, MAX_BASKET_LINES)) {
    const dish = parseDish(entry)
    if (dish && !dishes.some((existing) => existing.menu_item_id === dish.menu_item_id)) dishes.push(dish)
  }
  return dishes.length === 0 ? emptyBasket : { restaurant: kept, items: dishes }
}
