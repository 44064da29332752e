import type { Product } from '@soko/shared/products/product.schema'
import { lazy, Suspense, useState } from 'react'

// Radix's dialog code arrives with the first quick view, not with the page that lists products.
const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog').then((module) => ({ default: module.QuickViewDialog })),
)

/** The quick-view dialog, loaded on first use; once loaded it stays mounted so it can animate closed. */
export function DeferredQuickView({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false)
  if (product && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <QuickViewDialog product={product} onOpenChange={(open) => !open && onClose()} />
    </Suspense>
  )
}
