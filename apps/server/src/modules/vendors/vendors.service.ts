import type { Db } from '../../db/client'
import { vendorsRepository as repo, type NewVendor, type VendorRow } from './vendors.repository'

/** A vendor's business as the admin panel and the vendor's own dashboard show it. */
export const toVendorSummary = (vendor: VendorRow) => ({
  id: vendor.id,
  business_name: vendor.businessName,
  business_description: vendor.businessDescription,
  business_email: vendor.businessEmail,
  business_phone: vendor.businessPhone,
  verification_status: vendor.verificationStatus,
  is_active: vendor.isActive,
  created_at: vendor.createdAt.toISOString(),
})

/**
 * The only writer of `vendors`. Each call runs in the caller's transaction (`tx`), so an admin's edit or an
 * application's approval commits with its audit entry or not at all.
 */
export const vendorsService = {
  create: (tx: Db, values: NewVendor) => repo.insert(tx, values),
  update: (tx: Db, id: string, values: Partial<NewVendor>) => repo.update(tx, id, values),
  remove: (tx: Db, id: string) => repo.remove(tx, id),
  /** The user's approved and active vendor record, or undefined (a reader, for the jobs module's employers). */
  approvedActiveOf: (tx: Db, userId: string) => repo.approvedActiveOfUser(tx, userId),

  /** An approved vendor application: the user's vendor record takes the application's business, approved. */
  async approveApplicant(
    tx: Db,
    userId: string,
    business: {
      businessName: string
      businessDescription: string | null
      businessEmail: string | null
      businessPhone: string
      location: string | null
    },
  ) {
    const fields = { ...business, verificationStatus: 'approved' as const }
    const existing = await repo.idOfUser(tx, userId)
    if (existing) await repo.update(tx, existing, fields)
    else await repo.insert(tx, { userId, isActive: true, ...fields, updatedAt: new Date() })
  },
}
