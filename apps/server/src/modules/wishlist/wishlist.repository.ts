import type { WishlistEntry } from '@soko/shared/wishlist/wishlist.schema'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../products/products.table'
import { vendors } from '../vendors/vendors.table'
import { wishlist } from './wishlist.table'

export function createWishlistRepository(db: Db) {
  return {
    async list(userId: string): Promise<WishlistEntry[]> {
      const rows = await db
        .select({ entry: wishlist, product: products, vendorName: vendors.businessName })
        .from(wishlist)
        .innerJoin(products, eq(products.id, wishlist.productId))
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(wishlist.userId, userId))
        .orderBy(desc(wishlist.createdAt))
      return rows.map(({ entry, product, vendorName }) => ({
        product_id: entry.productId,
        created_at: entry.createdAt.toISOString(),
        products: {
          id: product.id,
          name: product.name,
          price: product.priceCents / 100,
          image_url: product.imageUrl,
          in_stock: product.inStock,
          vendor: vendorName ?? product.brand,
        },
      }))
    },
    async insert(userId: string, productId: string): Promise<boolean> {
      const rows = await db.insert(wishlist).values({ userId, productId }).onConflictDoNothing().returning()
      return rows.length > 0
    },
    async remove(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .delete(wishlist)
        .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)))
        .returning()
      return rows.length > 0
    },
  }
}
