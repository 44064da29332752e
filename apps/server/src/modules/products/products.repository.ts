import type { ProductSort } from '@soko/shared/products/product.schema'
import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Db, ReadRows } from '../../db/client'
import { vendors } from '../vendors/vendors.table'
import { productCategoryCounts, products } from './products.table'

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

/**
 * A catalogue page's rows as PostgreSQL writes them (issue 19): each product already as the JSON text the API
 * sends (the shared productSchema's fields, in its order, the same values as toProduct in the service), so
 * Node neither maps nor serializes a page; beside it the few columns the next page's cursor needs. (The
 * time's colons are quoted text in to_char's pattern: pgbench reads `:MI` as a variable.)
 */
const pageSelection = {
  json: sql<string>`json_build_object(
    'id', ${products.id},
    'name', ${products.name},
    'description', ${products.description},
    'price', ${products.priceCents}::float8 / 100,
    'price_cents', ${products.priceCents},
    'image_url', ${products.imageUrl},
    'images', case when jsonb_array_length(${products.images}) > 0 then ${products.images}
      when ${products.imageUrl} is not null then jsonb_build_array(${products.imageUrl}) else '[]'::jsonb end,
    'location', ${products.location},
    'vendor', coalesce(${vendors.businessName}, ${products.brand}),
    'vendor_id', ${products.vendorId},
    'vendors', case when ${vendors.businessName} is not null
      then json_build_object('business_name', ${vendors.businessName}, 'logo_url', ${vendors.logoUrl}) end,
    'category', ${products.category},
    'in_stock', ${products.inStock},
    'stock_quantity', ${products.stockQuantity},
    'rating', ${products.rating}::float8,
    'total_reviews', ${products.totalReviews},
    'created_at', to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')
  )::text`,
  inStock: products.inStock,
  createdAt: products.createdAt,
  priceCents: products.priceCents,
  rating: products.rating,
  name: products.name,
  id: products.id,
}
/** A row of pageSelection: the product's JSON and its sort keys. */
export type ProductPageRow = {
  json: string
  inStock: boolean
  createdAt: Date
  priceCents: number
  rating: number
  name: string
  id: string
}

// Typos: a word of the query counts as found when its trigram word-similarity reaches this.
const WORD_SIMILARITY = '0.45'

/** `like` matches the search as a substring: its own % _ and \\ are escaped. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function searchCondition(search: string, fuzzy: boolean): SQL {
  const substring = sql`${products.searchText} like ${likePattern(search)}`
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

/** The values a keyset condition compares with: plain values, or placeholders of a prepared statement. */
type AfterValues = { flag: unknown; key: unknown; id: unknown }

const sorts: Record<
  ProductSort,
  {
    order: SQL[]
    after(values: AfterValues): SQL
    /** The cursor's values in the comparison's terms (the flag is `not in_stock` in ascending sorts). */
    values(cursor: ProductCursor): { flag: boolean; key: string | number; id: string }
    keyOf(row: ProductRow): string | number
    pageKeyOf(row: ProductPageRow): string | number
  }
> = {
  newest: {
    order: [desc(products.inStock), desc(products.createdAt), desc(products.id)],
    after: (v) =>
      sql`(${products.inStock}, ${products.createdAt}, ${products.id}) < (${v.flag}::boolean, ${v.key}::timestamptz, ${v.id}::uuid)`,
    values: (c) => ({ flag: c.inStock, key: new Date(String(c.key)).toISOString(), id: c.id }),
    keyOf: (row) => row.product.createdAt.toISOString(),
    pageKeyOf: (row) => row.createdAt.toISOString(),
  },
  price_asc: {
    order: [asc(soldOut), asc(products.priceCents), asc(products.id)],
    after: (v) =>
      sql`(${soldOut}, ${products.priceCents}, ${products.id}) > (${v.flag}::boolean, ${v.key}::integer, ${v.id}::uuid)`,
    values: (c) => ({ flag: !c.inStock, key: Number(c.key), id: c.id }),
    keyOf: (row) => row.product.priceCents,
    pageKeyOf: (row) => row.priceCents,
  },
  price_desc: {
    order: [desc(products.inStock), desc(products.priceCents), desc(products.id)],
    after: (v) =>
      sql`(${products.inStock}, ${products.priceCents}, ${products.id}) < (${v.flag}::boolean, ${v.key}::integer, ${v.id}::uuid)`,
    values: (c) => ({ flag: c.inStock, key: Number(c.key), id: c.id }),
    keyOf: (row) => row.product.priceCents,
    pageKeyOf: (row) => row.priceCents,
  },
  rating: {
    order: [desc(products.inStock), desc(products.rating), desc(products.id)],
    after: (v) =>
      sql`(${products.inStock}, ${products.rating}, ${products.id}) < (${v.flag}::boolean, ${v.key}::numeric, ${v.id}::uuid)`,
    values: (c) => ({ flag: c.inStock, key: Number(c.key), id: c.id }),
    keyOf: (row) => row.product.rating,
    pageKeyOf: (row) => row.rating,
  },
  name: {
    order: [asc(soldOut), asc(products.name), asc(products.id)],
    after: (v) =>
      sql`(${soldOut}, ${products.name}, ${products.id}) > (${v.flag}::boolean, ${v.key}::text, ${v.id}::uuid)`,
    values: (c) => ({ flag: !c.inStock, key: String(c.key), id: c.id }),
    keyOf: (row) => row.product.name,
    pageKeyOf: (row) => row.name,
  },
}

/** The keyset condition after a cursor, with its values in place (the unprepared path). */
const afterCursor = (sort: ProductSort, cursor: ProductCursor) =>
  sorts[sort].after(sorts[sort].values(cursor))

/** Which parts a catalogue page's query has; each combination is one prepared statement. */
export type PageShape = {
  sort: ProductSort
  search: boolean
  category: boolean
  minPrice: boolean
  maxPrice: boolean
  after: boolean
}

/** The catalogue page query of one shape, its values placeholders (prepared by the repository). */
function pageQuery(db: Db, shape: PageShape) {
  const placeholder = sql.placeholder
  return db
    .select(pageSelection)
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        shape.search ? sql`${products.searchText} like ${placeholder('pattern')}` : undefined,
        shape.category ? eq(products.category, placeholder('category')) : undefined,
        shape.minPrice ? gte(products.priceCents, placeholder('minPrice')) : undefined,
        shape.maxPrice ? lte(products.priceCents, placeholder('maxPrice')) : undefined,
        shape.after
          ? sorts[shape.sort].after({
              flag: placeholder('flag'),
              key: placeholder('key'),
              id: placeholder('id'),
            })
          : undefined,
      ),
    )
    .orderBy(...sorts[shape.sort].order)
    .limit(placeholder('limit'))
}

/**
 * The SQL text and parameters of a catalogue page query (bench/list-sql.ts hands it to pgbench, so the
 * anchor runs exactly what the API runs).
 */
export function pageQuerySql(db: Db, shape: PageShape) {
  return pageQuery(db, shape).toSQL()
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

  // Hot reads are prepared once (decision 012): Drizzle builds their SQL once, and on PostgreSQL each pooled
  // connection parses and plans the named statement once.
  const placeholder = sql.placeholder
  const byId = db
    .select(selection)
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.id, placeholder('id')))
    .prepare('products_by_id')
  const relatedTo = db
    .select(selection)
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.category, placeholder('category')),
        ne(products.id, placeholder('id')),
        eq(products.inStock, true),
      ),
    )
    .orderBy(desc(products.rating), desc(products.id))
    .limit(placeholder('limit'))
    .prepare('products_related')
  const newest = db
    .select(selection)
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.inStock, true))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(placeholder('limit'))
    .prepare('products_newest_in_stock')
  // The kept counts (migration 0011's triggers), a few rows, instead of a scan of the catalogue. Its constants
  // are written in the text, not bound: a statement without parameters is planned once per connection, where
  // the pool's force_custom_plan (db/client.ts) plans a parameterised one on every request.
  // It is read through the driver's own path (Database.readRows): Drizzle only writes its text, once.
  const categoriesSql = db
    .select({ category: productCategoryCounts.category })
    .from(productCategoryCounts)
    .where(and(sql`${productCategoryCounts.inStock} > 0`, sql`${productCategoryCounts.category} <> ''`))
    .orderBy(asc(productCategoryCounts.category))
    .toSQL().sql

  const pageStatements = new Map<string, ReturnType<typeof preparePage>>()
  function preparePage(shape: PageShape, name: string) {
    return pageQuery(db, shape).prepare(name)
  }
  function pageStatement(shape: PageShape) {
    const name = `products_page_${shape.sort}_${[
      shape.search,
      shape.category,
      shape.minPrice,
      shape.maxPrice,
      shape.after,
    ]
      .map((on) => (on ? 1 : 0))
      .join('')}`
    let statement = pageStatements.get(name)
    if (!statement) {
      statement = preparePage(shape, name)
      pageStatements.set(name, statement)
    }
    return statement
  }

  return {
    keyOf: (sort: ProductSort, row: ProductPageRow) => sorts[sort].pageKeyOf(row),

    /** A page of products (limit rows after the cursor, in the sort's order), each as its JSON text. */
    async page(
      filters: ProductFilters,
      sort: ProductSort,
      limit: number,
      cursor: ProductCursor | undefined,
    ): Promise<ProductPageRow[]> {
      const search = filters.search?.toLowerCase()
      if (search && filters.fuzzy) {
        // The typo-tolerant search needs its threshold set in a transaction: not prepared.
        return withSearchSettings(filters, async (tx) => {
          return tx
            .select(pageSelection)
            .from(products)
            .leftJoin(vendors, eq(vendors.id, products.vendorId))
            .where(and(filterWhere(filters), cursor ? afterCursor(sort, cursor) : undefined))
            .orderBy(...sorts[sort].order)
            .limit(limit)
        })
      }
      const statement = pageStatement({
        sort,
        search: Boolean(search),
        category: filters.category !== undefined,
        minPrice: filters.minPriceCents !== undefined,
        maxPrice: filters.maxPriceCents !== undefined,
        after: cursor !== undefined,
      })
      const rows = await statement.execute({
        pattern: search ? likePattern(search) : undefined,
        category: filters.category,
        minPrice: filters.minPriceCents,
        maxPrice: filters.maxPriceCents,
        ...(cursor ? sorts[sort].values(cursor) : {}),
        limit,
      })
      return rows as ProductPageRow[]
    },

    /** How many products match the filters (in stock or not). */
    async count(filters: ProductFilters): Promise<number> {
      return withSearchSettings(filters, async (tx) => {
        const [row] = await tx.select({ total: count() }).from(products).where(filterWhere(filters))
        return row?.total ?? 0
      })
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await byId.execute({ id })
      return row as ProductRow | undefined
    },

    async related(product: { id: string; category: string }, limit: number) {
      return (await relatedTo.execute({ category: product.category, id: product.id, limit })) as ProductRow[]
    },

    async inStockCategories(readRows: ReadRows): Promise<string[]> {
      return (await readRows('products_categories', categoriesSql)).map((row) => row[0] as string)
    },

    async newestInStock(limit: number) {
      return (await newest.execute({ limit })) as ProductRow[]
    },
  }
}

type NewProduct = typeof products.$inferInsert

/**
 * The catalogue's writes besides the stock orders move (product-stock.repository.ts); each takes its executor,
 * so a caller's transaction carries it. `vendorId` narrows a change to that vendor's own product.
 */
export const productWritesRepository = {
  async insert(tx: Db, values: NewProduct) {
    const [row] = await tx.insert(products).values(values).returning()
    return row!
  },

  async update(tx: Db, id: string, values: Partial<NewProduct>, vendorId?: string) {
    const [row] = await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
      .returning()
    return row
  },

  async remove(tx: Db, id: string, vendorId?: string) {
    const [row] = await tx
      .delete(products)
      .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
      .returning()
    return row
  },

  /** The product's rating and review count, recomputed from its reviews. */
  async refreshRating(tx: Db, productId: string) {
    await tx.execute(sql`
      update products set
        rating = coalesce((select round(avg(rating), 1) from product_reviews where product_id = ${productId}), 0),
        total_reviews = (select count(*) from product_reviews where product_id = ${productId})
      where id = ${productId}`)
  },
}
