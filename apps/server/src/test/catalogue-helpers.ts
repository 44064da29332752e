import type { FastifyInstance } from 'fastify'
import { products } from '../modules/products/products.table'

let counter = 0

/** Inserts a product straight into the table (tests only). */
export async function createProduct(
  app: FastifyInstance,
  values: Partial<typeof products.$inferInsert> = {},
) {
  counter++
  const [row] = await app.db
    .insert(products)
    .values({
      name: `Test product ${counter}`,
      description: 'A product for tests',
      priceCents: 150_000,
      category: 'Electronics',
      stockQuantity: 5,
      ...values,
    })
    .returning()
  return row!
}
