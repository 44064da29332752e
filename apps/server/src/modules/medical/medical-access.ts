import { medicalMessages } from '@soko/shared/medical/medical.constants'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { codedError } from '../../lib/errors'
import { medicalProviders } from './medical.table'

export const notMedicalProvider = codedError(
  'medical.not_medical_provider',
  403,
  medicalMessages.notMedicalProvider,
)
export const notPharmacy = codedError('medical.not_pharmacy', 403, medicalMessages.notPharmacy)

export type MedicalProviderRow = typeof medicalProviders.$inferSelect

/**
 * Who may use /api/medical-dashboard (docs/medical-api.md): the user's verified, active `medical_providers` row;
 * anyone else 403 medical.not_medical_provider. Both halves of the dashboard (appointments; pharmacy) use it.
 */
export async function providerOfUser(db: Db, userId: string): Promise<MedicalProviderRow> {
  const [row] = await db
    .select()
    .from(medicalProviders)
    .where(
      and(
        eq(medicalProviders.userId, userId),
        eq(medicalProviders.isVerified, true),
        eq(medicalProviders.isActive, true),
      ),
    )
    .limit(1)
  if (!row) throw notMedicalProvider()
  return row
}

/** The user's pharmacy (a verified provider of type `pharmacist`); a provider of another type: 403 medical.not_pharmacy. */
export async function pharmacyOfUser(db: Db, userId: string): Promise<MedicalProviderRow> {
  const provider = await providerOfUser(db, userId)
  if (provider.providerType !== 'pharmacist') throw notPharmacy()
  return provider
}
