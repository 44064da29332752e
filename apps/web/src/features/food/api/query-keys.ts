import { foodOrderQueryKey } from '@/lib/food-live'

/** The public list and menus. */
export const restaurantsQueryKey = ['restaurants'] as const
/** The signed-in user's server basket. */
export const foodBasketQueryKey = ['food-basket'] as const
/** A customer's food order: under the live channel's key, so a status message refreshes it (lib/food-live.ts). */
export const foodOrderKey = (orderId: string) => [...foodOrderQueryKey, orderId] as const
