import type {
  Product,
  ProductDetail,
  ProductListQuery,
  ProductPage,
} from '@soko/shared/products/product.schema'
import type { Db } from '../../db/client'
import { badProductCursor, productNotFound } from './products.errors'
import { createProductsRepository, type ProductCursor, type ProductRow } from './products.repository'

export function toProduct({ product, vendorName, vendorLogo }: ProductRow): Product {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.priceCents / 100,
    price_cents: product.priceCents,
    image_url: product.imageUrl,
    images: product.images.length ? product.images : product.imageUrl ? [product.imageUrl] : [],
    location: product.location,
    vendor: vendorName ?? product.brand,
    vendor_id: product.vendorId,
    vendors: vendorName ? { business_name: vendorName, logo_url: vendorLogo } : null,
    category: product.category,
    in_stock: product.inStock,
    stock_quantity: product.stockQuantity,
    rating: Number(product.rating),
    total_reviews: product.totalReviews,
    created_at: product.createdAt.toISOString(),
  }
}

const encodeCursor = (cursor: ProductCursor) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url')

function decodeCursor(raw: string): ProductCursor {
  try {
    const [key, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown]
    if (
      (typeof key === 'string' || typeof key === 'number') &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/.test(id)
    ) {
      return { key, id }
    }
  } catch {
    // fall through
  }
  throw badProductCursor()
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export function createProductsService({ db }: { db: Db }) {
  const repository = createProductsRepository(db)
  return {
    async list(query: ProductListQuery): Promise<ProductPage> {
      const { rows, total } = await repository.list(
        {
          search: query.search || undefined,
          category: query.category && query.category !== 'all' ? query.category : undefined,
          minPriceCents: query.min_price !== undefined ? Math.round(query.min_price * 100) : undefined,
          maxPriceCents: query.max_price !== undefined ? Math.round(query.max_price * 100) : undefined,
        },
        query.sort,
        query.limit + 1,
        query.cursor ? decodeCursor(query.cursor) : undefined,
      )
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        items: page.map(toProduct),
        total,
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ key: repository.keyOf(query.sort, last), id: last.product.id })
            : null,
      }
    },

    async get(id: string): Promise<ProductDetail> {
      const row = isUuid(id) ? await repository.findById(id) : undefined
      if (!row) throw productNotFound()
      const related = await repository.related(row.product, 8)
      return { product: toProduct(row), related: related.map(toProduct) }
    },

    /** The product or the spec's not-found error; other modules use it before writing a reference. */
    async require(id: string): Promise<Product> {
      const row = isUuid(id) ? await repository.findById(id) : undefined
      if (!row) throw productNotFound()
      return toProduct(row)
    },

    categories: () => repository.inStockCategories(),
    newestInStock: async (limit: number) => (await repository.newestInStock(limit)).map(toProduct),
  }
}
export type ProductsService = ReturnType<typeof createProductsService>
