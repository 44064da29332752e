import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from './products.table'

/**
 * Stock moves, each one conditional statement inside the caller's transaction (never read-then-write):
 * the only code that changes `products.stock_quantity` for orders.
 */
export const productStockRepository = {
  /** Takes `quantity` while enough is left; returns what an order line needs from the catalogue then. */
  async take(tx: Db, productId: string, quantity: number) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
      .returning({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        imageUrl: products.imageUrl,
      })
    return row
  },

  async stockOf(tx: Db, productId: string) {
    const [row] = await tx
      .select({ name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
    return row
  },

  /** Puts quantities back on the shelf, one statement for all of them (a deleted product is skipped). */
  async release(tx: Db, quantities: [productId: string, quantity: number][]) {
    if (!quantities.length) return
    const ids = quantities.map(([id]) => id)
    const byId = sql.join(
      quantities.map(([id, quantity]) => sql`when ${id}::uuid then ${quantity}::int`),
      sql` `,
    )
    await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} + (case ${products.id} ${byId} else 0 end)`,
        updatedAt: new Date(),
      })
      .where(inArray(products.id, ids))
  },
}
