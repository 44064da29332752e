import type { Db } from '../../db/client'
import { driversRepository as repo } from './drivers.repository'

/** The only writer of `drivers`; each call runs in the caller's transaction (`tx`). */
export const driversService = {
  /**
   * An approved driver application: the user's driver record, created or made verified and active. A new
   * driver rides a motorbike when the application speaks of a boda or motorbike, else a taxi.
   */
  async verifyApplicant(
    tx: Db,
    userId: string,
    applicant: { fullName: string; licenseNumber: string | null; specialization: string | null },
  ) {
    const existing = await repo.idOfUser(tx, userId)
    if (existing)
      await repo.update(tx, existing, {
        isVerified: true,
        isActive: true,
        licenseNumber: applicant.licenseNumber,
      })
    else
      await repo.insert(tx, {
        userId,
        fullName: applicant.fullName,
        licenseNumber: applicant.licenseNumber,
        isVerified: true,
        vehicleType: /boda|motor/i.test(applicant.specialization ?? '') ? 'motorbike' : 'taxi',
      })
  },
}
