import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { products } from '../products/products.table'

/** One review per user per product. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_reviews_user_product_key').on(table.userId, table.productId),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('product_reviews_product_idx').on(table.productId, table.updatedAt.desc().nullsFirst()),
  ],
)
