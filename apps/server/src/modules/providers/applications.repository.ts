import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ApplicationStatus, ProviderCategory } from '@soko/shared/providers/provider.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles, userRoles } from '../users/users.table'
import type { ApplicationRow } from './provider-dto'
import {
  applicationDocuments as documents,
  serviceProviderApplications as applications,
} from './providers.table'

type NewApplication = typeof applications.$inferInsert
type NewDocument = typeof documents.$inferInsert

const applicantName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`

/** Applications and their documents; every query takes its executor. */
export const applicationsRepository = {
  documentsOf(tx: Db, applicationIds: string[]) {
    return tx
      .select()
      .from(documents)
      .where(inArray(documents.applicationId, applicationIds))
      .orderBy(documents.createdAt)
  },

  /** Applications with the applicant's e-mail and name, newest first: the admin's list and detail. */
  withApplicant(
    tx: Db,
    filters: { id?: string; search?: string; status?: ApplicationStatus; service_type?: ProviderCategory },
  ) {
    const conditions: SQL[] = []
    if (filters.id) conditions.push(eq(applications.id, filters.id))
    if (filters.status) conditions.push(eq(applications.status, filters.status))
    if (filters.service_type) conditions.push(eq(applications.serviceType, filters.service_type))
    if (filters.search) {
      // The business's name and e-mail and the applicant's e-mail, the user's own wildcards taken literally.
      const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conditions.push(
        or(
          ilike(applications.businessName, like),
          ilike(applications.businessEmail, like),
          ilike(users.email, like),
        )!,
      )
    }
    return tx
      .select({ application: applications, email: users.email, name: applicantName })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(profiles, eq(profiles.id, applications.userId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(500)
  },

  statusCounts(tx: Db) {
    return tx
      .select({ status: applications.status, n: count() })
      .from(applications)
      .groupBy(applications.status)
  },

  async find(tx: Db, id: string) {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id))
    return row
  },

  async lock(tx: Db, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update')
    return row
  },

  ofUser(tx: Db, userId: string) {
    return tx
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.submittedAt), desc(applications.id))
  },

  statusesOf(tx: Db, userId: string, serviceType: ProviderCategory) {
    return tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.serviceType, serviceType)))
  },

  async insert(tx: Db, values: NewApplication) {
    const [row] = await tx.insert(applications).values(values).returning({ id: applications.id })
    return row!.id
  },

  /** An admin's decision: the status, who made it and when (also the row's update time). */
  async review(
    tx: Db,
    id: string,
    decision: {
      status: ApplicationStatus
      adminNotes?: string | null
      reviewedBy: string
      reviewedAt: Date
    },
  ) {
    await tx
      .update(applications)
      .set({ ...decision, updatedAt: decision.reviewedAt })
      .where(eq(applications.id, id))
  },

  // ---- documents
  storageKeysOfUser(tx: Db, userId: string) {
    return tx.select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.userId, userId))
  },

  async insertDocument(tx: Db, values: NewDocument) {
    const [row] = await tx.insert(documents).values(values).returning()
    return row!
  },

  /** The uploader's document, only while no application names it. */
  async deleteUnattachedDocument(tx: Db, userId: string, id: string) {
    const [row] = await tx
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.applicationId)))
      .returning()
    return row
  },

  deleteUnattachedBefore(tx: Db, before: Date) {
    return tx
      .delete(documents)
      .where(and(isNull(documents.applicationId), lt(documents.createdAt, before)))
      .returning({ storageKey: documents.storageKey })
  },

  /** Of these documents, those the user uploaded and no application names yet, locked for the submission. */
  lockUnattached(tx: Db, userId: string, ids: string[]) {
    return tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(inArray(documents.id, ids), eq(documents.userId, userId), isNull(documents.applicationId)))
      .for('update')
  },

  async attachDocuments(tx: Db, applicationId: string, ids: string[]) {
    await tx.update(documents).set({ applicationId }).where(inArray(documents.id, ids))
  },

  async documentOf(tx: Db, applicationId: string, documentId: string) {
    const [row] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.applicationId, applicationId)))
    return row
  },

  // ---- the applicant's role (users' table, read)

  async roleOf(tx: Db, userId: string) {
    const [row] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
    return row?.role
  },
}
