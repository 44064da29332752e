import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
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
import { users } from '../auth/auth.table'
import { drivers } from '../drivers/drivers.table'
import type { NotificationsService } from '../notifications/notifications.service'
import { isUniqueViolation } from '../../lib/db-errors'
import { realEstateAgents } from '../real-estate/real-estate.table'
import { profiles, userRoles } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'
import type { DocumentStore } from './application-documents'
import { cleanFileName } from './application-documents'
import { toApplication, toDocument, type ApplicationRow } from './provider-dto'
import {
  alreadyApproved,
  applicationNotPending,
  applicationPending,
  documentNotFound,
  isUuid,
} from './providers.errors'
import {
  applicationDocuments as documents,
  serviceProviderApplications as applications,
} from './providers.table'
import { serviceProviderProfiles as providerProfiles } from './providers.table'

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
    const docs = ids.length
      ? await tx
          .select()
          .from(documents)
          .where(inArray(documents.applicationId, ids))
          .orderBy(documents.createdAt)
      : []
    return rows.map((row) => toApplication(row, docs))
  }

  const applicantName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`

  async function adminRows(tx: Db, where: SQL | undefined) {
    const rows = await tx
      .select({ application: applications, email: users.email, name: applicantName })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(profiles, eq(profiles.id, applications.userId))
      .where(where)
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(500)
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
    const [row] = isUuid(id) ? await adminRows(tx, eq(applications.id, id)) : []
    if (!row) throw notFound()
    return row
  }

  /** Locks a pending application for review; anything else is 404 or 409. */
  async function lockPending(tx: Db, id: string) {
    if (!isUuid(id)) throw notFound()
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update')
    if (!row) throw notFound()
    if (row.status !== 'pending') throw applicationNotPending()
    return row
  }

  /** The category's own record, created or marked verified (vendors, drivers, real-estate agents). */
  async function grantCategoryRecord(tx: Db, row: ApplicationRow, fullName: string) {
    const now = new Date()
    if (row.serviceType === 'vendor') {
      const [existing] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.userId, row.userId))
      const fields = {
        businessName: row.businessName,
        businessDescription: row.businessDescription,
        businessEmail: row.businessEmail,
        businessPhone: row.businessPhone,
        location: row.businessAddress,
        verificationStatus: 'approved' as const,
        updatedAt: now,
      }
      if (existing) await tx.update(vendors).set(fields).where(eq(vendors.id, existing.id))
      else await tx.insert(vendors).values({ userId: row.userId, isActive: true, ...fields })
    } else if (row.serviceType === 'driver') {
      const [existing] = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.userId, row.userId))
      const vehicleType = /boda|motor/i.test(row.specialization ?? '') ? 'motorbike' : 'taxi'
      if (existing)
        await tx
          .update(drivers)
          .set({ isVerified: true, isActive: true, licenseNumber: row.licenseNumber })
          .where(eq(drivers.id, existing.id))
      else
        await tx.insert(drivers).values({
          userId: row.userId,
          fullName,
          licenseNumber: row.licenseNumber,
          isVerified: true,
          vehicleType,
        })
    } else if (row.serviceType === 'real_estate_agent') {
      const [existing] = await tx
        .select({ id: realEstateAgents.id })
        .from(realEstateAgents)
        .where(eq(realEstateAgents.userId, row.userId))
      if (existing)
        await tx
          .update(realEstateAgents)
          .set({ isVerified: true })
          .where(eq(realEstateAgents.id, existing.id))
      else
        await tx
          .insert(realEstateAgents)
          .values({ userId: row.userId, fullName, agencyName: row.businessName, isVerified: true })
    }
  }

  return {
    /** GET /api/provider-hub */
    async hub(userId: string) {
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.submittedAt), desc(applications.id))
      const list = await withDocuments(rows)
      const [active] = await db
        .select({ n: count() })
        .from(providerProfiles)
        .where(
          and(
            eq(providerProfiles.userId, userId),
            eq(providerProfiles.verificationStatus, 'approved'),
            eq(providerProfiles.isActive, true),
          ),
        )
      return {
        stats: {
          active_services: active?.n ?? 0,
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
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.submittedAt), desc(applications.id))
      return withDocuments(rows)
    },

    async uploadDocument(userId: string, file: { fileName: string; bytes: Buffer }) {
      const saved = await store.save(file.bytes)
      const [row] = await db
        .insert(documents)
        .values({
          userId,
          fileName: cleanFileName(file.fileName, saved.contentType),
          contentType: saved.contentType,
          sizeBytes: saved.sizeBytes,
          storageKey: saved.storageKey,
        })
        .returning()
      return toDocument(row!)
    },

    /** Only the uploader's document, and only before an application names it. */
    async deleteDocument(userId: string, id: string) {
      if (!isUuid(id)) throw notFound()
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.applicationId)))
        .returning()
      if (!row) throw notFound()
      await store.remove(row.storageKey)
    },

    /**
     * The files of every document a user uploaded, before their account is deleted (the rows go with the
     * account): the Privacy Notice promises that deleting an account erases them.
     */
    async eraseDocumentFilesOf(userId: string) {
      const rows = await db
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.userId, userId))
      for (const row of rows) await store.remove(row.storageKey)
    },

    /** Documents uploaded but never attached to an application, once they are a day old: files and rows. */
    async purgeUnattachedDocuments(olderThanHours = 24) {
      const rows = await db
        .delete(documents)
        .where(
          and(
            isNull(documents.applicationId),
            lt(documents.createdAt, new Date(Date.now() - olderThanHours * 60 * 60 * 1000)),
          ),
        )
        .returning({ storageKey: documents.storageKey })
      for (const row of rows) await store.remove(row.storageKey)
      return rows.length
    },

    async submit(userId: string, input: ApplicationInput) {
      try {
        const id = await transaction(async (tx) => {
          const existing = await tx
            .select({ status: applications.status })
            .from(applications)
            .where(and(eq(applications.userId, userId), eq(applications.serviceType, input.service_type)))
          if (existing.some((row) => row.status === 'pending')) throw applicationPending()
          const [approved] = await tx
            .select({ id: providerProfiles.id })
            .from(providerProfiles)
            .where(
              and(
                eq(providerProfiles.userId, userId),
                eq(providerProfiles.providerType, input.service_type),
                eq(providerProfiles.verificationStatus, 'approved'),
              ),
            )
          if (approved) throw alreadyApproved()
          const documentIds = [...new Set(input.document_ids)]
          if (documentIds.length) {
            const owned = await tx
              .select({ id: documents.id })
              .from(documents)
              .where(
                and(
                  inArray(documents.id, documentIds),
                  eq(documents.userId, userId),
                  isNull(documents.applicationId),
                ),
              )
              .for('update')
            if (owned.length !== documentIds.length) throw documentNotFound()
          }
          const [row] = await tx
            .insert(applications)
            .values({
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
            .returning({ id: applications.id })
          if (documentIds.length)
            await tx
              .update(documents)
              .set({ applicationId: row!.id })
              .where(inArray(documents.id, documentIds))
          return row!.id
        })
        const [row] = await db.select().from(applications).where(eq(applications.id, id))
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
      const conditions: SQL[] = []
      if (filters.status) conditions.push(eq(applications.status, filters.status))
      if (filters.service_type) conditions.push(eq(applications.serviceType, filters.service_type))
      if (filters.search) {
        const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        conditions.push(
          or(
            ilike(applications.businessName, like),
            ilike(applications.businessEmail, like),
            ilike(users.email, like),
          )!,
        )
      }
      const [list, totals] = await Promise.all([
        adminRows(db, conditions.length ? and(...conditions) : undefined),
        db
          .select({ status: applications.status, n: count() })
          .from(applications)
          .groupBy(applications.status),
      ])
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
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.applicationId, applicationId)))
      if (!row) throw notFound()
      return { document: row, stream: store.open(row.storageKey) }
    },

    async approve(actor: Actor, id: string) {
      const { after, row } = await transaction(async (tx) => {
        const row = await lockPending(tx, id)
        const now = new Date()
        const before = await adminApplication(id, tx)
        await tx
          .update(applications)
          .set({ status: 'approved', reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
          .where(eq(applications.id, id))
        const profileFields = {
          applicationId: row.id,
          verificationStatus: 'approved' as const,
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
        }
        await tx
          .insert(providerProfiles)
          .values({ userId: row.userId, providerType: row.serviceType, ...profileFields })
          .onConflictDoUpdate({
            target: [providerProfiles.userId, providerProfiles.providerType],
            set: profileFields,
          })
        const [role] = await tx.select().from(userRoles).where(eq(userRoles.userId, row.userId))
        if (!role || role.role === 'customer') await setRoleIn(tx, row.userId, roleFor[row.serviceType])
        await grantCategoryRecord(tx, row, before.applicant_name)
        const after = await adminApplication(id, tx)
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: 'application.approve',
          entityType: 'service_provider_application',
          entityId: id,
          summary: `Approved ${providerCategoryLabels[row.serviceType]} application "${row.businessName}"`,
          before,
          after,
        })
        return { after, row }
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
      const { after, row } = await transaction(async (tx) => {
        const row = await lockPending(tx, id)
        const now = new Date()
        const before = await adminApplication(id, tx)
        await tx
          .update(applications)
          .set({ status: 'rejected', adminNotes, reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
          .where(eq(applications.id, id))
        const after = await adminApplication(id, tx)
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: 'application.reject',
          entityType: 'service_provider_application',
          entityId: id,
          summary: `Rejected ${providerCategoryLabels[row.serviceType]} application "${row.businessName}"`,
          before,
          after,
        })
        return { after, row }
      })
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
