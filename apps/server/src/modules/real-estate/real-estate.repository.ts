import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { realEstateAgents } from './real-estate.table'

/** Every query takes its executor, so a caller's transaction carries the write. */
export const realEstateRepository = {
  async agentIdOfUser(tx: Db, userId: string) {
    const [row] = await tx
      .select({ id: realEstateAgents.id })
      .from(realEstateAgents)
      .where(eq(realEstateAgents.userId, userId))
    return row?.id
  },

  async insertAgent(tx: Db, values: typeof realEstateAgents.$inferInsert) {
    await tx.insert(realEstateAgents).values(values)
  },

  async verifyAgent(tx: Db, id: string) {
    await tx.update(realEstateAgents).set({ isVerified: true }).where(eq(realEstateAgents.id, id))
  },
}
