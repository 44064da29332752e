import {
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
} from '@soko/shared/products/product.schema'
import type { ProductSort } from '@soko/shared/products/product.constants'
import type { CreateProductInput, UpdateProductInput } from '@soko/shared/admin/admin.schema'
import { z } from 'zod'
import type { Db, ReadRows } from '../../db/client'
import { createFreshCollapser } from '../../lib/fresh-collapse'
import { createResponseCache } from '../../lib/response-cache'
import { badProductCursor, productNotFound } from './products.errors'
import {
  createProductsRepository,
  productWritesRepository as writes,
  type ProductCursor,
  type ProductFilters,
  type ProductRow,
} from './products.repository'
import { isUuid } from '../../lib/ids'

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

/** A page cursor also carries the first page's total and search mode, so later pages skip the count. */
type PageCursor = ProductCursor & { total: number; fuzzy: boolean }

const encodeCursor = (cursor: PageCursor) =>
  Buffer.from(
    JSON.stringify([cursor.key, cursor.id, cursor.total, cursor.fuzzy ? 1 : 0, cursor.inStock ? 1 : 0]),
  ).toString('base64url')

/** The sort key each sort writes into its cursors, in the type and range of its column. */
const cursorKeys = {
  newest: z.iso.datetime().refine((value) => !Number.isNaN(Date.parse(value))),
  price_asc: z.number().int().min(0).max(2_147_483_647),
  price_desc: z.number().int().min(0).max(2_147_483_647),
  rating: z.number().min(0).max(5),
  name: z
    .string()
    .max(1000)
    .refine((value) => !value.includes('\u0000')),
} satisfies Record<ProductSort, z.ZodType<string | number>>

const cursorOf = (sort: ProductSort) =>
  z.tuple([
    cursorKeys[sort],
    z.guid(),
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    z.union([z.literal(0), z.literal(1)]),
    // The in-stock key (issue 20); a cursor from before it carries none: it was within the in-stock part.
    z.union([z.literal(0), z.literal(1)]).optional(),
  ])

/** A cursor is outside data: anything but what encodeCursor wrote for this sort is a 400 (decision 003). */
function decodeCursor(raw: string, sort: ProductSort): PageCursor {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw badProductCursor()
  }
  const parsed = cursorOf(sort).safeParse(json)
  if (!parsed.success) throw badProductCursor()
  const [key, id, total, fuzzy, inStock = 1] = parsed.data
  return { inStock: inStock !== 0, key, id, total, fuzzy: fuzzy === 1 }
}

/** A product's fields as the admin panel and the vendor dashboard send them to columns; undefined: unchanged. */
function toColumns(input: UpdateProductInput) {
  return {
    name: input.name,
    description: input.description === undefined ? undefined : (input.description ?? ''),
    priceCents: input.price === undefined ? undefined : Math.round(input.price * 100),
    category: input.category === undefined ? undefined : (input.category ?? 'Other'),
    vendorId: input.vendor_id,
    stockQuantity: input.stock_quantity,
    imageUrl: input.image_url,
    images: input.image_url === undefined ? undefined : input.image_url ? [input.image_url] : [],
  }
}

export function createProductsService({
  db,
  readDb = db,
  readRows,
  listCacheSeconds = 0,
  totalSeconds = 0,
  announceChange,
}: {
  db: Db
  /** Where the public catalogue is read (a read replica, DATABASE_READ_URL; decision 015); default `db`. */
  readDb?: Db
  /** The driver's own path to `readDb` for the hottest reads (Database.readRows). */
  readRows: ReadRows
  listCacheSeconds?: number
  /** How long a filter's count is kept for first pages (decision 012); 0 counts on every first page. */
  totalSeconds?: number
  /** Tells the other instances that the catalogue changed (they drop their cached pages). */
  announceChange?: () => void
}) {
  // Writes and reads that must see them (a product checked before it goes in a cart) use the primary.
  const repository = createProductsRepository(db)
  // The public catalogue (pages, counts, detail, categories) may come from a replica some moments behind.
  const reads = readDb === db ? repository : createProductsRepository(readDb)
  // The count of a filter's matches costs more than its page (a scan of every match, where the page reads
  // 21 rows of an index): each server keeps it per filter for a short time and shares concurrent misses.
  const totals = createResponseCache<number>({ ttlMs: totalSeconds * 1000, maxEntries: 5000 })
  const totalOf = (filters: ProductFilters) => totals.get(JSON.stringify(filters), () => reads.count(filters))
  // Catalogue pages are public and declared cacheable for 30 s; each server keeps the JSON it computed for
  // a few seconds, so a crowd asking for the same page costs one query.
  const listCache = createResponseCache<string>({ ttlMs: listCacheSeconds * 1000, maxEntries: 500 })
  const collapsedPages = createFreshCollapser<string>()
  const service = {
    /**
     * One page. A search first matches exact substrings; only when that finds nothing does it widen to
     * words within a small typo (the slower trigram similarity), and later pages keep the mode it chose.
     */
    async list(query: ProductListQuery): Promise<ProductPage> {
      return JSON.parse(await service.pageJson(query)) as ProductPage
    },

    /**
     * One page as the JSON GET /api/products sends (productPageSchema): PostgreSQL writes each product's
     * JSON (products.repository.ts, pageSelection), this only joins them with the total and the cursor.
     */
    async pageJson(query: ProductListQuery): Promise<string> {
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined
      const filters = {
        search: query.search?.toLowerCase() || undefined,
        fuzzy: cursor?.fuzzy ?? false,
        category: query.category && query.category !== 'all' ? query.category : undefined,
        minPriceCents: query.min_price !== undefined ? Math.round(query.min_price * 100) : undefined,
        maxPriceCents: query.max_price !== undefined ? Math.round(query.max_price * 100) : undefined,
      }
      const firstPage = async () => {
        const [rows, total] = await Promise.all([
          reads.page(filters, query.sort, query.limit + 1, undefined),
          totalOf(filters),
        ])
        return { rows, total }
      }
      let result = cursor
        ? { rows: await reads.page(filters, query.sort, query.limit + 1, cursor), total: cursor.total }
        : await firstPage()
      if (!cursor && filters.search && result.total === 0 && result.rows.length === 0) {
        filters.fuzzy = true
        result = await firstPage()
      }
      // A kept total can be some seconds old; a first page never contradicts what it shows: when it holds
      // every match, that is the total, and when there is a next page, the total exceeds it.
      const total = cursor
        ? result.total
        : result.rows.length <= query.limit
          ? result.rows.length
          : Math.max(result.total, result.rows.length)
      const page = result.rows.length > query.limit ? result.rows.slice(0, query.limit) : result.rows
      const last = page.at(-1)
      const nextCursor =
        result.rows.length > query.limit && last
          ? encodeCursor({
              inStock: last.inStock,
              key: reads.keyOf(query.sort, last),
              id: last.id,
              total,
              fuzzy: filters.fuzzy,
            })
          : null
      let items = ''
      for (const row of page) items += items ? `,${row.json}` : row.json
      return `{"items":[${items}],"total":${total},"next_cursor":${nextCursor === null ? 'null' : `"${nextCursor}"`}}`
    },

    async get(id: string): Promise<ProductDetail> {
      const row = isUuid(id) ? await reads.findById(id) : undefined
      if (!row) throw productNotFound()
      const related = await reads.related(row.product, 8)
      return { product: toProduct(row), related: related.map(toProduct) }
    },

    /** The product or the spec's not-found error; other modules use it before writing a reference. */
    async require(id: string): Promise<Product> {
      const row = isUuid(id) ? await repository.findById(id) : undefined
      if (!row) throw productNotFound()
      return toProduct(row)
    },

    categories: () => reads.inStockCategories(readRows),
    newestInStock: async (limit: number) => (await reads.newestInStock(limit)).map(toProduct),

    /**
     * A page as the JSON GET /api/products sends, from the short-lived cache when it is there. With the cache
     * off, identical requests that arrive together share one query, computed after each of them arrived
     * (decision 025): never an answer older than the request.
     */
    listJson(query: ProductListQuery): Promise<string> {
      const key = JSON.stringify(query)
      if (listCacheSeconds <= 0) return collapsedPages.run(key, () => service.pageJson(query))
      return listCache.get(key, () => service.pageJson(query))
    },

    // ---- writes: the only code that writes `products` besides the stock moves of orders. Each runs in the
    // caller's executor (`tx`), so an admin's change commits with its audit entry; the caller drops the cached
    // pages (catalogueChanged) once it has committed.

    create: (tx: Db, input: CreateProductInput) =>
      writes.insert(tx, {
        ...toColumns(input),
        name: input.name,
        priceCents: Math.round(input.price * 100),
        description: input.description ?? '',
        category: input.category ?? 'Other',
        vendorId: input.vendor_id ?? null,
        images: input.image_url ? [input.image_url] : [],
      }),

    /** Changes the given fields; with `vendorId`, only when the product is that vendor's. */
    update: (tx: Db, id: string, input: UpdateProductInput, vendorId?: string) =>
      writes.update(tx, id, toColumns(input), vendorId),

    /** With `vendorId`, only when the product is that vendor's. */
    remove: (tx: Db, id: string, vendorId?: string) => writes.remove(tx, id, vendorId),

    /** After a review is written: the product's rating and count follow from its reviews, in `tx`. */
    refreshRating: (tx: Db, productId: string) => writes.refreshRating(tx, productId),

    /**
     * After a write to the catalogue: this server's cached pages are dropped at once, and every other
     * instance is told over LISTEN/NOTIFY to drop its own (decision 015).
     */
    catalogueChanged() {
      service.dropCachedPages()
      announceChange?.()
    },
    /** Forgets the pages and counts this instance keeps (a change was announced). */
    dropCachedPages() {
      listCache.clear()
      totals.clear()
    },
  }
  return service
}
export type ProductsService = ReturnType<typeof createProductsService>
