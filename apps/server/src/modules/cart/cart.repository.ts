import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newId } from '../../lib/ids'
import { products } from '../products/products.table'
import { vendors } from '../vendors/vendors.table'
import { cartItems } from './cart.table'

export type CartRow = {
  line: typeof cartItems.$inferSelect
  product: typeof products.$inferSelect
  vendorName: string | null
}

export function createCartRepository(db: Db) {
  return {
    async lines(userId: string): Promise<CartRow[]> {
      return db
        .select({ line: cartItems, product: products, vendorName: vendors.businessName })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    },

    /**
     * Adds `quantity` to the user's line for the product (creating it), in one statement that only
     * succeeds while the total stays within stock. False when stock does not allow it.
     */
    async addWithinStock(userId: string, productId: string, quantity: number): Promise<boolean> {
      const result = await db.execute(sql`
        insert into cart_items (id, user_id, product_id, quantity, price_cents_when_added)
        select ${newId()}, ${userId}, p.id, ${quantity}, p.price_cents
        from products p where p.id = ${productId} and p.stock_quantity >= ${quantity}
        on conflict (user_id, product_id) do update
          set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
          where cart_items.quantity + excluded.quantity
                <= (select stock_quantity from products where id = excluded.product_id)
        returning id`)
      return (result as unknown as { rows: unknown[] }).rows.length > 0
    },

    async find(userId: string, lineId: string) {
      const [row] = await db
        .select({ line: cartItems, product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
      return row
    },

    async quantityOf(userId: string, productId: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      return row?.quantity ?? 0
    },

    /** Sets the quantity only while it is within stock; false otherwise. */
    async setQuantityWithinStock(userId: string, lineId: string, quantity: number): Promise<boolean> {
      const result = await db.execute(sql`
        update cart_items c set quantity = ${quantity}, updated_at = now()
        from products p
        where c.id = ${lineId} and c.user_id = ${userId} and p.id = c.product_id and p.stock_quantity >= ${quantity}
        returning c.id`)
      return (result as unknown as { rows: unknown[] }).rows.length > 0
    },

    async remove(userId: string, lineId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
        .returning({ id: cartItems.id })
      return rows.length > 0
    },

    async clear(userId: string) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId))
    },

    async removeProducts(userId: string, productIds: string[]) {
      if (!productIds.length) return
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
    },
  }
}
