import { cartMessages, type Cart, type CartLine } from '@soko/shared/cart/cart.schema'
import type { Db } from '../../db/client'
import type { ProductsService } from '../products/products.service'
import { cartLineNotFound, notEnoughStock, outOfStock } from './cart.errors'
import { createCartRepository, type CartRow } from './cart.repository'

const toLine = ({ line, product, vendorName }: CartRow): CartLine => ({
  id: line.id,
  product_id: line.productId,
  quantity: line.quantity,
  products: {
    id: product.id,
    name: product.name,
    price: product.priceCents / 100,
    image_url: product.imageUrl,
    vendor: vendorName ?? product.brand,
    in_stock: product.inStock,
    stock_quantity: product.stockQuantity,
  },
  price_when_added: line.priceCentsWhenAdded / 100,
  price_changed: line.priceCentsWhenAdded !== product.priceCents,
})

export function createCartService({ db, products }: { db: Db; products: ProductsService }) {
  const repository = createCartRepository(db)

  async function get(userId: string): Promise<Cart> {
    const lines = (await repository.lines(userId)).map(toLine)
    return {
      items: lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal:
        lines.reduce((sum, line) => sum + Math.round(line.products.price * 100) * line.quantity, 0) / 100,
    }
  }

  /** Why an add within stock failed: the spec's out-of-stock message, or how many are left. */
  async function refuse(userId: string, productId: string) {
    const product = await products.require(productId)
    if (!product.in_stock) throw outOfStock(product.name)
    const inCart = await repository.quantityOf(userId, productId)
    throw notEnoughStock(product.name, Math.max(0, product.stock_quantity - inCart) || product.stock_quantity)
  }

  return {
    get,

    async add(userId: string, productId: string, quantity: number) {
      if (!(await repository.addWithinStock(userId, productId, quantity))) await refuse(userId, productId)
      return get(userId)
    },

    /** 0 or less removes the line (spec 000 section 4); more than the stock is refused. */
    async setQuantity(userId: string, lineId: string, quantity: number) {
      const existing = await repository.find(userId, lineId)
      if (!existing) throw cartLineNotFound()
      if (quantity <= 0) {
        await repository.remove(userId, lineId)
      } else if (!(await repository.setQuantityWithinStock(userId, lineId, quantity))) {
        const { product } = existing
        throw product.stockQuantity > 0
          ? notEnoughStock(product.name, product.stockQuantity)
          : outOfStock(product.name)
      }
      return get(userId)
    },

    async remove(userId: string, lineId: string) {
      if (!(await repository.remove(userId, lineId))) throw cartLineNotFound()
      return get(userId)
    },

    async clear(userId: string) {
      await repository.clear(userId)
      return get(userId)
    },

    /** After an order is paid: the lines it bought leave the cart (anything added since stays). */
    removeProducts: (userId: string, productIds: string[]) => repository.removeProducts(userId, productIds),

    /** The guest cart joins the server cart at sign-in: quantities add, capped by stock; gone products drop. */
    async merge(userId: string, items: { product_id: string; quantity: number }[]) {
      const adjustments: { product_id: string; message: string }[] = []
      for (const item of items) {
        let product
        try {
          product = await products.require(item.product_id)
        } catch {
          adjustments.push({ product_id: item.product_id, message: cartMessages.productNotFound })
          continue
        }
        const room = product.stock_quantity - (await repository.quantityOf(userId, product.id))
        const quantity = Math.min(item.quantity, room)
        if (quantity <= 0) {
          adjustments.push({
            product_id: product.id,
            message: product.in_stock
              ? cartMessages.onlyLeft(product.name, product.stock_quantity)
              : cartMessages.outOfStock(product.name),
          })
          continue
        }
        if (quantity < item.quantity)
          adjustments.push({
            product_id: product.id,
            message: cartMessages.onlyLeft(product.name, product.stock_quantity),
          })
        await repository.addWithinStock(userId, product.id, quantity)
      }
      return { ...(await get(userId)), adjustments }
    },
  }
}
export type CartService = ReturnType<typeof createCartService>
