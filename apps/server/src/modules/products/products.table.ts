import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { vendors } from '../vendors/vendors.table'

/** A product for sale (spec 000 section 3, Product). Money in integer cents of KES. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    category: text('category').notNull(),
    location: text('location'),
    /** The brand shown when there is no vendor (the spec's product "vendor" text). */
    brand: text('brand'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** True exactly when stock_quantity > 0: a generated column, so it can never disagree. */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`stock_quantity > 0`),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    /** Lower-cased name and description, for the trigram search index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(name || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.stockQuantity} >= 0`),
    check('products_rating_range', sql`${table.rating} between 0 and 5`),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Every sort lists in-stock products first (issue 20): ascending sorts lead with `not in_stock`,
    // descending ones with `in_stock desc`, so each keyset row comparison runs one way (decision 003).
    index('products_created_idx').on(
      table.inStock.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_price_idx').on(sql`(not ${table.inStock})`, table.priceCents, table.id),
    index('products_price_desc_idx').on(
      table.inStock.desc().nullsFirst(),
      table.priceCents.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_rating_idx').on(
      table.inStock.desc().nullsFirst(),
      table.rating.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_name_idx').on(sql`(not ${table.inStock})`, table.name, table.id),
    index('products_category_created_idx').on(
      table.category,
      table.inStock.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_category_price_idx').on(
      table.category,
      sql`(not ${table.inStock})`,
      table.priceCents,
      table.id,
    ),
    index('products_vendor_idx').on(table.vendorId),
  ],
)

/**
 * How many products each category has, and how many of them are in stock: kept by triggers on `products` in
 * the same statement as every insert, delete, category change and stock change that crosses zero (migration
 * 0011), so the categories list reads a few rows instead of scanning the catalogue (issue 19).
 */
export const productCategoryCounts = pgTable('product_category_counts', {
  category: text('category').primaryKey(),
  products: integer('products').notNull().default(0),
  inStock: integer('in_stock').notNull().default(0),
})
