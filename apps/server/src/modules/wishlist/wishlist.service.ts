import { wishlistMessages, type WishlistEntry } from '@soko/shared/wishlist/wishlist.schema'
import type { Db } from '../../db/client'
import { AppError, codedError } from '../../lib/errors'
import type { ProductsService } from '../products/products.service'
import { createWishlistRepository } from './wishlist.repository'

const notInWishlist = codedError('wishlist.not_found', 404, wishlistMessages.notInWishlist)

export function createWishlistService({ db, products }: { db: Db; products: ProductsService }) {
  const repository = createWishlistRepository(db)
  return {
    list: (userId: string): Promise<WishlistEntry[]> => repository.list(userId),

    /** Adds a product; adding it again is a 409 carrying the spec's info message. */
    async add(userId: string, productId: string) {
      const product = await products.require(productId)
      if (!(await repository.insert(userId, productId))) {
        throw new AppError('wishlist.duplicate', 409, wishlistMessages.duplicate(product.name))
      }
      return { product_id: productId, products: { name: product.name } }
    },

    async remove(userId: string, productId: string) {
      if (!(await repository.remove(userId, productId))) throw notInWishlist()
    },
  }
}
export type WishlistService = ReturnType<typeof createWishlistService>
