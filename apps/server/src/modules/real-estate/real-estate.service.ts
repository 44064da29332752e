import type { Db } from '../../db/client'
import { realEstateRepository as repo } from './real-estate.repository'

/** The only writer of `real_estate_agents`; each call runs in the caller's transaction (`tx`). */
export const realEstateService = {
  /** An approved real-estate agent application: the user's agent record, created or marked verified. */
  async verifyApplicant(tx: Db, userId: string, applicant: { fullName: string; agencyName: string }) {
    const existing = await repo.agentIdOfUser(tx, userId)
    if (existing) await repo.verifyAgent(tx, existing)
    else await repo.insertAgent(tx, { userId, ...applicant, isVerified: true })
  },
}
