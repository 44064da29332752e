import type { Db } from '../../db/client'
import { providerProfilesRepository as profiles } from './provider-profiles.repository'

/** What other modules read of providers' profiles (the jobs module's employers); writes stay in this module. */
export const providerProfilesService = {
  /** The user's approved and active profiles, of any provider type. */
  async approvedActiveOf(tx: Db, userId: string) {
    return (await profiles.approved(tx, userId)).filter((profile) => profile.isActive)
  },
}
