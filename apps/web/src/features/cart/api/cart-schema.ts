import type { Cart } from '@soko/shared/cart/cart.schema'

/** The server cart (packages/shared/src/cart/cart.schema.ts); only a merge reports adjustments. */
export type ServerCart = Omit<Cart, 'adjustments'>
export type CartLine = ServerCart['items'][number]
export type MergedCart = ServerCart & { adjustments: NonNullable<Cart['adjustments']> }
