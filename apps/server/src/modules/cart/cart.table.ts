import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { products } from '../products/products.table'

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The price the customer saw when adding, to flag lines whose price changed since. */
    priceCentsWhenAdded: integer('price_cents_when_added').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_items_user_product_key').on(table.userId, table.productId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    index('cart_items_product_idx').on(table.productId),
  ],
)
