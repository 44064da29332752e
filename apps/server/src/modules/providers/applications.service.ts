import type { AdminApplication, CreateApplicationInput } from '@soko/shared/providers/provider.schema'
import {
  providerCategories,
  providerCategoryLabels,
  providerDashboards,
  type ApplicationStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import type { createApplicationSchema } from '@soko/shared/providers/provider.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { auditService } from '../admin/audit.service'
import { setRoleIn } from '../users/users.service'
import type { AdminNotices } from '../admin/admin-notices.service'
import { driversService } from '../drivers/drivers.service'
import type { NotificationsService } from '../notifications/notifications.service'
import { isUniqueViolation } from '../../lib/db-errors'
import { medicalService } from '../medical/medical.service'
import { insuranceService } from '../insurance/insurance.service'
import { realEstateService } from '../real-estate/real-estate.service'
import { vendorsService } from '../vendors/vendors.service'
import { applicationsRepository as repo } from './applications.repository'
import { providerProfilesRepository as profiles } from './provider-profiles.repository'
import { toApplication, toDocument, type ApplicationRow } from './provider-dto'
import {
  alreadyApproved,
  applicationNotPending,
  applicationPending,
  documentNotFound,
} from './providers.errors'
import { isUuid } from '../../lib/ids'
import { cleanFileName, type DocumentStore } from '../../lib/document-store'

type Actor = { id: string; name: string; email: string }
type ApplicationInput = z.output<typeof createApplicationSchema>
export type { CreateApplicationInput }

/** The role an approval grants (one role per user, decision 001): a customer becomes the category's role. */
const roleFor: Record<ProviderCategory, 'vendor' | 'driver' | 'property_owner' | 'service_provider'> = {
  vendor: 'vendor',
  driver: 'driver',
  real_estate_agent: 'property_owner',
  event_promoter: 'service_provider',
  service_provider: 'service_provider',
  medical_provider: 'service_provider',
  insurance_broker: 'service_provider',
}

/**
 * Provider applications: the applicant's side (hub, documents, submission) and the admin's review. Approval
 * and rejection are one transaction each with their audit entry; the applicant hears of it afterwards.
 */
export function createApplicationsService({
  db,
  store,
  notifications,
  notices,
}: {
  db: Db
  store: DocumentStore
  notifications: NotificationsService
  notices: AdminNotices
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  async function withDocuments(rows: ApplicationRow[], tx: Db = db) {
    const ids = rows.map((row) => row.id)
    const docs = ids.length ? await repo.documentsOf(tx, ids) : []
    return rows.map((row) => toApplication(row, docs))
  }

  async function adminRows(tx: Db, filters: Parameters<typeof repo.withApplicant>[1]) {
    const rows = await repo.withApplicant(tx, filters)
    const withDocs = await withDocuments(
      rows.map((row) => row.application),
      tx,
    )
    return withDocs.map((application, index): AdminApplication => ({
      ...application,
      applicant_email: rows[index]!.email,
      applicant_name: rows[index]!.name,
      reviewed_by: rows[index]!.application.reviewedBy,
    }))
  }

  async function adminApplication(id: string, tx: Db = db) {
    const [row] = isUuid(id) ? await adminRows(tx, { id }) : []
    if (!row) throw notFound()
    return row
  }

  /** Locks a pending application for review; anything else is 404 or 409. */
  async function lockPending(tx: Db, id: string) {
    if (!isUuid(id)) throw notFound()
    const row = await repo.lock(tx, id)
    if (!row) throw notFound()
    if (row.status !== 'pending') throw applicationNotPending()
    return row
  }

  /** The category's own record (vendors, drivers, real-estate agents, medical providers), written by its module in `tx`. */
  async function grantCategoryRecord(tx: Db, row: ApplicationRow, fullName: string) {
    if (row.serviceType === 'vendor')
      await vendorsService.approveApplicant(tx, row.userId, {
        businessName: row.businessName,
        businessDescription: row.businessDescription,
        businessEmail: row.businessEmail,
        businessPhone: row.businessPhone,
        location: row.businessAddress,
      })
    else if (row.serviceType === 'driver')
      await driversService.verifyApplicant(tx, row.userId, {
        fullName,
        licenseNumber: row.licenseNumber,
        specialization: row.specialization,
      })
    else if (row.serviceType === 'real_estate_agent')
      await realEstateService.verifyApplicant(tx, row.userId, { fullName, agencyName: row.businessName })
    else if (row.serviceType === 'medical_provider')
      await medicalService.verifyApplicant(tx, row.userId, {
        fullName,
        specialization: row.specialization,
        licenseNumber: row.licenseNumber,
        yearsExperience: row.experienceYears,
        phone: row.businessPhone,
        email: row.businessEmail,
      })
    else if (row.serviceType === 'insurance_broker')
      await insuranceService.verifyApplicant(tx, row.userId, {
        businessName: row.businessName,
        phone: row.businessPhone,
        email: row.businessEmail,
        specialization: row.specialization,
      })
  }

  /**
   * An admin's decision on a pending application, in one transaction: the application's status, what an
   * approval grants (`grant`), and the audit entry.
   */
  function decide(
    actor: Actor,
    id: string,
    decision: { status: 'approved' | 'rejected'; adminNotes?: string | null },
    grant?: (tx: Db, row: ApplicationRow, before: AdminApplication, now: Date) => Promise<void>,
  ) {
    return transaction(async (tx) => {
      const row = await lockPending(tx, id)
      const now = new Date()
      const before = await adminApplication(id, tx)
      await repo.review(tx, id, { ...decision, reviewedBy: actor.id, reviewedAt: now })
      await grant?.(tx, row, before, now)
      const after = await adminApplication(id, tx)
      const approved = decision.status === 'approved'
      const label = providerCategoryLabels[row.serviceType]
      await auditService.record(tx, {
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        action: approved ? 'application.approve' : 'application.reject',
        entityType: 'service_provider_application',
        entityId: id,
        summary: `${approved ? 'Approved' : 'Rejected'} ${label} application "${row.businessName}"`,
        before,
        after,
      })
      return { after, row }
    })
  }

  return {
    /** GET /api/provider-hub */
    async hub(userId: string) {
      const list = await withDocuments(await repo.ofUser(db, userId))
      const active = await profiles.activeCount(db, userId)
      return {
        stats: {
          active_services: active,
          pending_applications: list.filter((row) => row.status === 'pending').length,
          categories_available: providerCategories.length,
        },
        categories: providerCategories.map((category) => {
          const newest = list.find((row) => row.service_type === category) ?? null
          return { service_type: category, status: newest?.status ?? ('none' as const), application: newest }
        }),
      }
    },

    async mine(userId: string) {
      return withDocuments(await repo.ofUser(db, userId))
    },

    async uploadDocument(userId: string, file: { fileName: string; bytes: Buffer }) {
      const saved = await store.save(file.bytes)
      const row = await repo.insertDocument(db, {
        userId,
        fileName: cleanFileName(file.fileName, saved.contentType),
        contentType: saved.contentType,
        sizeBytes: saved.sizeBytes,
        storageKey: saved.storageKey,
      })
      return toDocument(row)
    },

    /** Only the uploader's document, and only before an application names it. */
    async deleteDocument(userId: string, id: string) {
      if (!isUuid(id)) throw notFound()
      const row = await repo.deleteUnattachedDocument(db, userId, id)
      if (!row) throw notFound()
      await store.remove(row.storageKey)
    },

    /**
     * The files of every document a user uploaded, before their account is deleted (the rows go with the
     * account): the Privacy Notice promises that deleting an account erases them.
     */
    async eraseDocumentFilesOf(userId: string) {
      const rows = await repo.storageKeysOfUser(db, userId)
      for (const row of rows) await store.remove(row.storageKey)
    },

    /** Documents uploaded but never attached to an application, once they are a day old: files and rows. */
    async purgeUnattachedDocuments(olderThanHours = 24) {
      const rows = await repo.deleteUnattachedBefore(
        db,
        new Date(Date.now() - olderThanHours * 60 * 60 * 1000),
      )
      for (const row of rows) await store.remove(row.storageKey)
      return rows.length
    },

    async submit(userId: string, input: ApplicationInput) {
      try {
        const id = await transaction(async (tx) => {
          const existing = await repo.statusesOf(tx, userId, input.service_type)
          if (existing.some((row) => row.status === 'pending')) throw applicationPending()
          if ((await profiles.approved(tx, userId, input.service_type)).length) throw alreadyApproved()
          const documentIds = [...new Set(input.document_ids)]
          if (documentIds.length) {
            const owned = await repo.lockUnattached(tx, userId, documentIds)
            if (owned.length !== documentIds.length) throw documentNotFound()
          }
          const id = await repo.insert(tx, {
            userId,
            serviceType: input.service_type,
            businessName: input.business_name,
            businessDescription: input.business_description,
            businessAddress: input.business_address,
            businessPhone: input.business_phone,
            businessEmail: input.business_email?.toLowerCase() ?? null,
            licenseNumber: input.license_number,
            experienceYears: input.experience_years,
            specialization: input.specialization,
            serviceAreas: input.service_areas,
          })
          if (documentIds.length) await repo.attachDocuments(tx, id, documentIds)
          return id
        })
        const row = await repo.find(db, id)
        return (await withDocuments([row!]))[0]!
      } catch (error) {
        // Two submissions at once: the partial unique index lets only one pending application through.
        if (isUniqueViolation(error)) throw applicationPending()
        throw error
      }
    },

    // ---- admin review

    async adminList(filters: {
      search?: string
      status?: ApplicationStatus
      service_type?: ProviderCategory
    }) {
      const [list, totals] = await Promise.all([adminRows(db, filters), repo.statusCounts(db)])
      const by = (status: ApplicationStatus) => totals.find((row) => row.status === status)?.n ?? 0
      return {
        applications: list,
        stats: {
          total: totals.reduce((sum, row) => sum + row.n, 0),
          pending: by('pending'),
          approved: by('approved'),
          rejected: by('rejected'),
        },
      }
    },

    adminGet: (id: string) => adminApplication(id),

    async adminDocument(applicationId: string, documentId: string) {
      if (!isUuid(applicationId) || !isUuid(documentId)) throw notFound()
      const row = await repo.documentOf(db, applicationId, documentId)
      if (!row) throw notFound()
      const stream = await store.open(row.storageKey)
      if (!stream) throw notFound()
      return { document: row, stream }
    },

    async approve(actor: Actor, id: string) {
      const { after, row } = await decide(actor, id, { status: 'approved' }, async (tx, row, before, now) => {
        await profiles.upsert(tx, row.userId, row.serviceType, {
          applicationId: row.id,
          verificationStatus: 'approved',
          businessName: row.businessName,
          businessDescription: row.businessDescription,
          locationAddress: row.businessAddress,
          phoneNumber: row.businessPhone,
          email: row.businessEmail ?? before.applicant_email,
          specialization: row.specialization,
          experienceYears: row.experienceYears,
          serviceAreas: row.serviceAreas,
          isActive: true,
          updatedAt: now,
        })
        const role = await repo.roleOf(tx, row.userId)
        if (!role || role === 'customer') await setRoleIn(tx, row.userId, roleFor[row.serviceType])
        await grantCategoryRecord(tx, row, before.applicant_name)
      })
      const label = providerCategoryLabels[row.serviceType]
      await notifications.notify(row.userId, {
        type: 'success',
        title: 'Application Approved',
        message: `Your ${label} application for "${row.businessName}" has been approved. Open your dashboard to get started.`,
        actionUrl: providerDashboards[row.serviceType],
      })
      if (row.serviceType === 'vendor')
        await notices.publish({ kind: 'vendor_approved', name: row.businessName })
      if (row.serviceType === 'driver') await notices.publish({ kind: 'driver_verified' })
      if (row.serviceType === 'real_estate_agent') await notices.publish({ kind: 'agent_verified' })
      return after
    },

    async reject(actor: Actor, id: string, adminNotes: string | null) {
      const { after, row } = await decide(actor, id, { status: 'rejected', adminNotes })
      const label = providerCategoryLabels[row.serviceType]
      await notifications.notify(row.userId, {
        type: 'warning',
        title: 'Application Rejected',
        message: adminNotes
          ? `Your ${label} application for "${row.businessName}" was not approved. Reason: ${adminNotes}`
          : `Your ${label} application for "${row.businessName}" was not approved.`,
        actionUrl: '/service-hub?tab=my-services',
      })
      return after
    },
  }
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>
