import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { vendors } from './vendors.table'

export type VendorRow = typeof vendors.$inferSelect
export type NewVendor = typeof vendors.$inferInsert

/** Every query takes its executor, so a caller's transaction carries the write. */
export const vendorsRepository = {
  async insert(tx: Db, values: NewVendor) {
    const [row] = await tx.insert(vendors).values(values).returning()
    return row!
  },

  async update(tx: Db, id: string, values: Partial<NewVendor>) {
    const [row] = await tx
      .update(vendors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vendors.id, id))
      .returning()
    return row
  },

  async remove(tx: Db, id: string) {
    const [row] = await tx.delete(vendors).where(eq(vendors.id, id)).returning()
    return row
  },

  async idOfUser(tx: Db, userId: string) {
    const [row] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId))
    return row?.id
  },

  /** The user's approved, active vendor record (the oldest, should there be several). */
  async approvedActiveOfUser(tx: Db, userId: string) {
    const [row] = await tx
      .select()
      .from(vendors)
      .where(
        and(
          eq(vendors.userId, userId),
          eq(vendors.verificationStatus, 'approved'),
          eq(vendors.isActive, true),
        ),
      )
      .orderBy(asc(vendors.createdAt))
      .limit(1)
    return row
  },
}
