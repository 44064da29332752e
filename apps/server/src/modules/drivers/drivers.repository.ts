import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { drivers } from './drivers.table'

/** Every query takes its executor, so a caller's transaction carries the write. */
export const driversRepository = {
  async idOfUser(tx: Db, userId: string) {
    const [row] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId))
    return row?.id
  },

  async insert(tx: Db, values: typeof drivers.$inferInsert) {
    await tx.insert(drivers).values(values)
  },

  async update(tx: Db, id: string, values: Partial<typeof drivers.$inferInsert>) {
    await tx.update(drivers).set(values).where(eq(drivers.id, id))
  },
}
