// The live channel belongs to the notifications feature; the food screens (the customer's order page, the
// kitchen) belong to the food features. Features do not import each other, so the channel hands the food
// messages over through this small relay, and the query keys they refresh live here.

/** Every query of a customer's food order (its status page) starts with this key. */
export const foodOrderQueryKey = ['food-order'] as const
/** Every query of the restaurant's dashboard (restaurants, menu, kitchen orders) starts with this key. */
export const foodDashboardQueryKey = ['food-dashboard'] as const

// The message types are spelled in two pieces on purpose: the English-strings build plugin reads any quoted
// "food" + "." followed by a letter as a use of en.json's "food" group, and this module is in every page's chunk.
export const foodOrderStatusType = `${'food'}.order_status` as const
export const foodKitchenOrderType = `${'food'}.kitchen_order` as const

/** The customer's food order moved (server: modules/food). */
export interface FoodOrderStatusMessage {
  type: typeof foodOrderStatusType
  order_id: string
  status: string
}
/** A restaurant's order arrived paid (`is_new`) or moved; sent to the owner. */
export interface FoodKitchenMessage {
  type: typeof foodKitchenOrderType
  order_id: string
  restaurant_id: string
  status: string
  is_new: boolean
}
export type FoodLiveMessage = FoodOrderStatusMessage | FoodKitchenMessage

type Listener = (message: FoodLiveMessage) => void
const listeners = new Set<Listener>()

/** A food screen listens while it is open (the kitchen plays a sound on a new order); returns the unsubscribe. */
export function subscribeFoodLive(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Called by the live channel; nobody listening means the message only refreshed the queries. */
export function publishFoodLive(message: FoodLiveMessage) {
  for (const listener of listeners) listener(message)
}

/** Outside data: checked by hand (decision 005). */
export function readFoodLive(event: Record<string, unknown>): FoodLiveMessage | undefined {
  const { type, order_id, status } = event
  if (typeof order_id !== 'string' || typeof status !== 'string') return undefined
  if (type === foodOrderStatusType) return { type, order_id, status }
  if (type === foodKitchenOrderType) {
    const { restaurant_id, is_new } = event
    if (typeof restaurant_id !== 'string') return undefined
    return { type, order_id, status, restaurant_id, is_new: is_new === true }
  }
  return undefined
}
