import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import type { CartLine } from '../api/cart-schema'

const money = (shillings: number) => formatMoney(shillingsToCents(shillings))

/** Why a line cannot be checked out as it is, if it cannot. */
export function lineProblem(line: CartLine): 'out_of_stock' | 'over_stock' | null {
  if (!line.products.in_stock || line.products.stock_quantity <= 0) return 'out_of_stock'
  if (line.quantity > line.products.stock_quantity) return 'over_stock'
  return null
}

export interface CartLineRowProps {
  line: CartLine
  busy: boolean
  onQuantityChange: (line: CartLine, quantity: number) => void
  onRemove: (line: CartLine) => void
}

/** One cart row (spec: image, name, vendor, price, minus and plus quantity, remove), with its flags. */
export function CartLineRow({ line, busy, onQuantityChange, onRemove }: CartLineRowProps) {
  const { t } = useTranslation()
  const { products: product } = line
  const problem = lineProblem(line)
  const atStockLimit = line.quantity >= product.stock_quantity
  const href = `/product/${product.id}`
  const stockNoteId = `cart-line-${line.id}-stock`

  return (
    <li
      className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm sm:gap-4 sm:p-4"
      data-testid="cart-line"
    >
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={product.image_url}
          width={96}
          height={96}
          className="size-20 rounded-lg sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold leading-tight">
              <Link to={href} className="hover:underline">
                {product.name}
              </Link>
            </h3>
            {product.vendor && <p className="text-sm text-muted-foreground">{product.vendor}</p>}
          </div>
          <p className="shrink-0 font-semibold text-primary">{money(product.price)}</p>
        </div>

        {problem === 'out_of_stock' && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
            <Badge variant="destructive">{t('cart.outOfStock')}</Badge>
            {t('cart.flags.outOfStock')}
          </p>
        )}
        {problem === 'over_stock' && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {t('cart.flags.overStock', { count: product.stock_quantity })}
          </p>
        )}
        {line.price_changed && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Badge variant="accent">{t('cart.priceChangedBadge')}</Badge>
            {t('cart.flags.priceChanged', {
              before: money(line.price_when_added),
              after: money(product.price),
            })}
          </p>
        )}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <div
            className="flex items-center gap-1"
            role="group"
            aria-label={t('cart.quantityOf', { name: product.name })}
          >
            <Button
              variant="outline"
              size="icon"
              disabled={busy}
              aria-label={t('cart.decrease', { name: product.name })}
              onClick={() => onQuantityChange(line, line.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <output
              aria-label={t('cart.quantityOf', { name: product.name })}
              className="min-w-10 text-center font-semibold tabular-nums"
            >
              {line.quantity}
            </output>
            <Button
              variant="outline"
              size="icon"
              disabled={busy || atStockLimit || problem !== null}
              aria-label={t('cart.increase', { name: product.name })}
              aria-describedby={atStockLimit && problem === null ? stockNoteId : undefined}
              onClick={() => onQuantityChange(line, line.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            className="text-destructive hover:text-destructive"
            aria-label={t('cart.removeLabel', { name: product.name })}
            onClick={() => onRemove(line)}
          >
            <Trash2 aria-hidden />
            {t('cart.remove')}
          </Button>
        </div>
        {atStockLimit && problem === null && (
          <p id={stockNoteId} className="text-sm text-muted-foreground">
            {t('cart.maxReached', { count: product.stock_quantity })}
          </p>
        )}
      </div>
    </li>
  )
}
