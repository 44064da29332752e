import type { Product } from '@soko/shared/products/product.schema'
import { createContext, use, type ComponentType, type ReactNode } from 'react'

/** The wishlist heart, supplied by the route (the wishlist is another feature). */
export type WishlistButtonComponent = ComponentType<{
  product: Pick<Product, 'id' | 'name'>
  className?: string
}>

/**
 * What the shop's screens can do with a product beyond showing it. The cart and the wishlist are other
 * features, so a route composes them and hands them in here (STYLE.md: features never import each other).
 */
export interface ProductActions {
  /** Resolves to whether the product was added. */
  addToCart: (product: Product, quantity?: number) => Promise<boolean>
  WishlistButton: WishlistButtonComponent
}

const noActions: ProductActions = {
  addToCart: async () => false,
  WishlistButton: () => null,
}

const ProductActionsContext = createContext<ProductActions>(noActions)

export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext value={value}>{children}</ProductActionsContext>
}

export function useProductActions() {
  return use(ProductActionsContext)
}
