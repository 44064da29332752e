import { ShoppingCart } from '@/components/ui/shell-icons'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useServerCart } from '../api/get-cart'
import { useCartLineActions } from '../use-cart-line-actions'
import { CartLineRow, lineProblem } from './cart-line-row'
import { CartSummary } from './cart-summary'

/**
 * /cart (spec 000 section 2, Cart), for signed-in users: the route wraps it in RequireAuth. `beside` is what
 * the route composes next to the shop's lines without mixing them (the food basket, decision 019); it shows
 * whatever state the shop's cart is in, empty included.
 */
export function CartPage({ beside }: { beside?: ReactNode } = {}) {
  const { t } = useTranslation()
  const cart = useServerCart()
  const actions = useCartLineActions()

  useEffect(() => {
    if (cart.isError) toast.error(t('cart.toast.loadFailed'))
  }, [cart.isError, t])

  const items = cart.data?.items ?? []
  const blocked = items.some((line) => lineProblem(line) !== null)

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cart.title')}</h1>
          {cart.data && items.length > 0 && (
            <p className="text-muted-foreground">{t('cart.itemCount', { count: cart.data.count })}</p>
          )}
        </div>
        {items.length > 0 && (
          <Button variant="outline" disabled={actions.isClearing} onClick={() => void actions.clearAll()}>
            {t('cart.clearCart')}
          </Button>
        )}
      </div>

      {beside}

      {cart.isPending ? (
        <CartSkeleton label={t('cart.loading')} />
      ) : cart.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-8 text-center">
          <p className="font-medium">{t('cart.toast.loadFailed')}</p>
          <Button onClick={() => void cart.refetch()}>{t('cart.retry')}</Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-10 text-center">
          <ShoppingCart aria-hidden className="size-12 text-muted-foreground" />
          <h2 className="text-xl font-semibold">{t('cart.emptyTitle')}</h2>
          <p className="text-muted-foreground">{t('cart.emptyText')}</p>
          <Button asChild>
            <Link to="/shop">{t('cart.continueShopping')}</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="cart-items-title" className="lg:col-span-2">
            <h2 id="cart-items-title" className="sr-only">
              {t('cart.items')}
            </h2>
            <ul className="flex flex-col gap-3">
              {items.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  busy={actions.busyLineId === line.id || actions.isClearing}
                  onQuantityChange={(target, quantity) => void actions.setQuantity(target, quantity)}
                  onRemove={(target) => void actions.removeLine(target)}
                />
              ))}
            </ul>
          </section>
          <CartSummary subtotal={cart.data.subtotal} blocked={blocked} />
        </div>
      )}
    </div>
  )
}

function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-3 lg:col-span-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  )
}
