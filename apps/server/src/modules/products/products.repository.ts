import type { ProductSort } from '@soko/shared/products/product.schema'
import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { vendors } from '../vendors/vendors.table'
import { products } from './products.table'

export type ProductFilters = {
  search?: string
  /** Also match words within a small typo (trigram word similarity), not only exact substrings. */
  fuzzy?: boolean
  category?: string
  minPriceCents?: number
  maxPriceCents?: number
}

/** The last row of a page, as the sort sees it: in stock or not, the sort's key, and the id. */
export type ProductCursor = { inStock: boolean; key: string | number; id: string }

const selection = {
  product: products,
  vendorName: vendors.businessName,
  vendorLogo: vendors.logoUrl,
}
export type ProductRow = {
  product: typeof products.$inferSelect
  vendorName: string | null
  vendorLogo: string | null
}

// Typos: a word of the query counts as found when its trigram word-similarity reaches this.
const WORD_SIMILARITY = '0.45'

function searchCondition(search: string, fuzzy: boolean): SQL {
  const substring = sql`${products.searchText} like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
  return fuzzy ? sql`(${substring} or ${search} <% ${products.searchText})` : substring
}

function filterWhere(filters: ProductFilters): SQL | undefined {
  const search = filters.search?.toLowerCase()
  return and(
    search ? searchCondition(search, filters.fuzzy ?? false) : undefined,
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.minPriceCents !== undefined ? gte(products.priceCents, filters.minPriceCents) : undefined,
    filters.maxPriceCents !== undefined ? lte(products.priceCents, filters.maxPriceCents) : undefined,
  )
}

/**
 * ORDER BY and the keyset condition of each sort; every order ends on id so pages never overlap. Every
 * sort lists in-stock products first (issue 20): the flag is the first key of the order and of the cursor,
 * as `not in_stock` in ascending sorts and `in_stock` in descending ones, so each row comparison runs one way
 * and is served by its index (decision 003).
 */
const soldOut = sql`(not ${products.inStock})`
const sorts: Record<
  ProductSort,
  { order: SQL[]; after(cursor: ProductCursor): SQL; keyOf(row: ProductRow): string | number }
> = {
  newest: {
    order: [desc(products.inStock), desc(products.createdAt), desc(products.id)],
    after: (c) =>
      sql`(${products.inStock}, ${products.createdAt}, ${products.id}) < (${c.inStock}::boolean, ${new Date(String(c.key)).toISOString()}::timestamptz, ${c.id}::uuid)`,
    keyOf: (row) => row.product.createdAt.toISOString(),
  },
  price_asc: {
    order: [asc(soldOut), asc(products.priceCents), asc(products.id)],
    after: (c) =>
      sql`(${soldOut}, ${products.priceCents}, ${products.id}) > (${!c.inStock}::boolean, ${Number(c.key)}, ${c.id}::uuid)`,
    keyOf: (row) => row.product.priceCents,
  },
  price_desc: {
    order: [desc(products.inStock), desc(products.priceCents), desc(products.id)],
    after: (c) =>
      sql`(${products.inStock}, ${products.priceCents}, ${products.id}) < (${c.inStock}::boolean, ${Number(c.key)}, ${c.id}::uuid)`,
    keyOf: (row) => row.product.priceCents,
  },
  rating: {
    order: [desc(products.inStock), desc(products.rating), desc(products.id)],
    after: (c) =>
      sql`(${products.inStock}, ${products.rating}, ${products.id}) < (${c.inStock}::boolean, ${Number(c.key)}, ${c.id}::uuid)`,
    keyOf: (row) => row.product.rating,
  },
  name: {
    order: [asc(soldOut), asc(products.name), asc(products.id)],
    after: (c) =>
      sql`(${soldOut}, ${products.name}, ${products.id}) > (${!c.inStock}::boolean, ${String(c.key)}, ${c.id}::uuid)`,
    keyOf: (row) => row.product.name,
  },
}

export function createProductsRepository(db: Db) {
  /** Runs a read with the typo threshold set for its transaction only. */
  function withSearchSettings<T>(filters: ProductFilters, read: (tx: Db) => Promise<T>): Promise<T> {
    if (!filters.search || !filters.fuzzy) return read(db)
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`)
      return read(tx as unknown as Db)
    })
  }

  return {
    keyOf: (sort: ProductSort, row: ProductRow) => sorts[sort].keyOf(row),

    /** A page of products (limit rows after the cursor, in the sort's order). */
    async page(filters: ProductFilters, sort: ProductSort, limit: number, cursor: ProductCursor | undefined) {
      return withSearchSettings(filters, async (tx) => {
        const rows = await tx
          .select(selection)
          .from(products)
          .leftJoin(vendors, eq(vendors.id, products.vendorId))
          .where(and(filterWhere(filters), cursor ? sorts[sort].after(cursor) : undefined))
          .orderBy(...sorts[sort].order)
          .limit(limit)
        return rows as ProductRow[]
      })
    },

    /** How many products match the filters (in stock or not). */
    async count(filters: ProductFilters): Promise<number> {
      return withSearchSettings(filters, async (tx) => {
        const [row] = await tx.select({ total: count() }).from(products).where(filterWhere(filters))
        return row?.total ?? 0
      })
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(selection)
        .from(products)
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(products.id, id))
      return row as ProductRow | undefined
    },

    async related(product: { id: string; category: string }, limit: number) {
      return (await db
        .select(selection)
        .from(products)
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(
          and(
            eq(products.category, product.category),
            ne(products.id, product.id),
            eq(products.inStock, true),
          ),
        )
        .orderBy(desc(products.rating), desc(products.id))
        .limit(limit)) as ProductRow[]
    },

    async inStockCategories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: products.category })
        .from(products)
        .where(and(eq(products.inStock, true), ne(products.category, '')))
        .orderBy(asc(products.category))
      return rows.map((row) => row.category)
    },

    async newestInStock(limit: number) {
      return (await db
        .select(selection)
        .from(products)
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(products.inStock, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)) as ProductRow[]
    },
  }
}
