import { formatMoney } from '@soko/shared/money/format-money'
import type { Db } from '../../db/client'
import { insufficientStock, orderProductNotFound } from '../orders/orders.errors'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import { productStockRepository as stock } from './product-stock.repository'
import { isUuid } from '../../lib/ids'

/** Lines merged by product and sorted by id, so concurrent orders lock rows in one order (no deadlock). */
function merged(lines: { referenceId: string; quantity: number }[]) {
  const quantities = new Map<string, number>()
  for (const line of lines)
    quantities.set(line.referenceId, (quantities.get(line.referenceId) ?? 0) + line.quantity)
  return [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
}

/**
 * Products as order lines: priced from the catalogue, stock taken with one conditional UPDATE per product.
 * The stock rules of orders live here and nowhere else.
 */
export function createProductOrderLines({
  removeFromCart,
}: {
  /** After payment, the bought products leave the buyer's cart. */
  removeFromCart(userId: string, productIds: string[]): Promise<unknown>
}): OrderLineKind {
  return {
    kind: 'product',
    ships: true,

    async take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]> {
      const taken: StoredOrderLine[] = []
      for (const [productId, quantity] of merged(lines)) {
        const row = isUuid(productId) ? await stock.take(tx, productId, quantity) : undefined
        if (!row) {
          const product = isUuid(productId) ? await stock.stockOf(tx, productId) : undefined
          if (!product) throw orderProductNotFound()
          throw insufficientStock(product.name, product.stockQuantity)
        }
        taken.push({
          kind: 'product',
          referenceId: productId,
          name: row.name,
          imageUrl: row.imageUrl,
          quantity,
          priceAtPurchaseCents: row.priceCents,
        })
      }
      return taken
    },

    release: (tx, lines) => stock.release(tx, merged(lines)),

    async retake(tx, lines) {
      for (const [productId, quantity] of merged(lines)) {
        if (!(await stock.take(tx, productId, quantity))) return false
      }
      return true
    },

    describe: (line) =>
      `${line.quantity} x ${line.name} @ ${formatMoney(line.priceAtPurchaseCents)} = ${formatMoney(line.priceAtPurchaseCents * line.quantity)}`,

    async fulfil(order, lines) {
      await removeFromCart(
        order.userId,
        lines.map((line) => line.referenceId),
      )
    },
  }
}
