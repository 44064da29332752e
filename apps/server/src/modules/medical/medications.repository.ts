import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { PrescriptionStatus } from '@soko/shared/medical/medical.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { orderItems, orders } from '../orders/orders.table'
import { profiles } from '../users/users.table'
import { medicalProviders, medicationPrescriptions, medications } from './medical.table'

export type MedicationRow = typeof medications.$inferSelect
export type NewMedication = typeof medications.$inferInsert
export type PrescriptionRow = typeof medicationPrescriptions.$inferSelect
export type NewPrescription = typeof medicationPrescriptions.$inferInsert

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const personName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`

/** A pharmacy whose medicines are listed and sold: a verified, active provider of type pharmacist. */
const listedPharmacy = and(
  eq(medicalProviders.providerType, 'pharmacist'),
  eq(medicalProviders.isVerified, true),
  eq(medicalProviders.isActive, true),
)

/** A medication with the name of its pharmacy (the provider's full name). */
const withPharmacy = { medication: medications, pharmacyName: medicalProviders.fullName }

/** A prescription, its order, the pharmacy's name and user, and the buyer's name. */
const prescriptionColumns = {
  prescription: medicationPrescriptions,
  order: orders,
  pharmacyName: medicalProviders.fullName,
  pharmacyUserId: medicalProviders.userId,
  patientName: personName,
}

function prescriptionsJoined(tx: Db) {
  return tx
    .select(prescriptionColumns)
    .from(medicationPrescriptions)
    .innerJoin(orders, eq(orders.id, medicationPrescriptions.orderId))
    .innerJoin(medicalProviders, eq(medicalProviders.id, medicationPrescriptions.pharmacyId))
    .innerJoin(users, eq(users.id, medicationPrescriptions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
}
export type PrescriptionJoined = Awaited<ReturnType<typeof prescriptionsJoined>>[number]

/** Drizzle queries of medications and their prescriptions (docs/medical-api.md). */
export const medicationsRepository = {
  // ---- the public list

  /** Active medications of listed pharmacies, by name then id, after the (name, id) cursor. */
  listPage(
    tx: Db,
    filters: { search?: string; category?: string },
    limit: number,
    after?: { name: string; id: string },
  ) {
    const conditions: (SQL | undefined)[] = [
      eq(medications.isActive, true),
      listedPharmacy,
      filters.search
        ? sql`(${medications.name} || ' ' || ${medications.category}) ilike ${contains(filters.search)}`
        : undefined,
      filters.category ? eq(medications.category, filters.category) : undefined,
      after ? sql`(${medications.name}, ${medications.id}) > (${after.name}, ${after.id}::uuid)` : undefined,
    ]
    return tx
      .select(withPharmacy)
      .from(medications)
      .innerJoin(medicalProviders, eq(medicalProviders.id, medications.pharmacyId))
      .where(and(...conditions))
      .orderBy(asc(medications.name), asc(medications.id))
      .limit(limit)
  },

  // ---- order lines

  /** The medications of these ids with whether their pharmacy is listed (inactive ones too). */
  byIds(tx: Db, ids: string[]) {
    if (!ids.length) return Promise.resolve([])
    return tx
      .select({
        medication: medications,
        pharmacyListed: sql<boolean>`coalesce(${listedPharmacy}, false)`,
      })
      .from(medications)
      .leftJoin(medicalProviders, eq(medicalProviders.id, medications.pharmacyId))
      .where(inArray(medications.id, ids))
  },

  /**
   * Takes `quantity` while enough is left (and, unless `activeOnly` is false, the medication is active): the
   * one conditional UPDATE of docs/medical-api.md. Answers what the order line needs, or nothing when short.
   */
  async takeStock(tx: Db, id: string, quantity: number, activeOnly: boolean) {
    const [row] = await tx
      .update(medications)
      .set({ stockQuantity: sql`${medications.stockQuantity} - ${quantity}` })
      .where(
        and(
          eq(medications.id, id),
          activeOnly ? eq(medications.isActive, true) : undefined,
          gte(medications.stockQuantity, quantity),
        ),
      )
      .returning({
        id: medications.id,
        name: medications.name,
        imageUrl: medications.imageUrl,
        priceCents: medications.priceCents,
        requiresPrescription: medications.requiresPrescription,
      })
    return row
  },

  /** Puts quantities back, one statement for all of them (a deleted medication is skipped). */
  async releaseStock(tx: Db, quantities: [id: string, quantity: number][]) {
    if (!quantities.length) return
    const byId = sql.join(
      quantities.map(([id, quantity]) => sql`when ${id}::uuid then ${quantity}::int`),
      sql` `,
    )
    await tx
      .update(medications)
      .set({ stockQuantity: sql`${medications.stockQuantity} + (case ${medications.id} ${byId} else 0 end)` })
      .where(
        inArray(
          medications.id,
          quantities.map(([id]) => id),
        ),
      )
  },

  async medication(tx: Db, id: string) {
    const [row] = await tx.select().from(medications).where(eq(medications.id, id))
    return row
  },

  /** The medication lines of an order, with whether each (still) needs a prescription. */
  orderLines(tx: Db, orderId: string) {
    return tx
      .select({
        medicationId: orderItems.referenceId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        requiresPrescription: sql<boolean>`coalesce(${medications.requiresPrescription}, false)`,
        pharmacyId: medications.pharmacyId,
      })
      .from(orderItems)
      .leftJoin(medications, sql`${medications.id}::text = ${orderItems.referenceId}`)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'medication')))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
  },

  async order(tx: Db, orderId: string) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId))
    return row
  },

  // ---- prescriptions

  async insertPrescription(tx: Db, values: NewPrescription) {
    const [row] = await tx.insert(medicationPrescriptions).values(values).returning()
    return row!
  },

  async prescriptionOfOrder(tx: Db, orderId: string) {
    const [row] = await prescriptionsJoined(tx).where(eq(medicationPrescriptions.orderId, orderId))
    return row
  },

  async prescription(tx: Db, id: string) {
    const [row] = await prescriptionsJoined(tx).where(eq(medicationPrescriptions.id, id))
    return row
  },

  /** Just the status, for the payment gate (inside checkout's transaction). */
  async statusOfOrder(tx: Db, orderId: string) {
    const [row] = await tx
      .select({ status: medicationPrescriptions.status })
      .from(medicationPrescriptions)
      .where(eq(medicationPrescriptions.orderId, orderId))
    return row?.status as PrescriptionStatus | undefined
  },

  /** Locks the order's prescription row for an upload (two uploads at once replace in turn). */
  async lockPrescriptionOfOrder(tx: Db, orderId: string) {
    const [row] = await tx
      .select()
      .from(medicationPrescriptions)
      .where(eq(medicationPrescriptions.orderId, orderId))
      .for('update')
    return row
  },

  /** Moves a prescription from one of `from` (and, when given, of this pharmacy); nothing when it is not. */
  async movePrescription(
    tx: Db,
    id: string,
    from: PrescriptionStatus[],
    set: Partial<NewPrescription>,
    pharmacyId?: string,
  ) {
    const [row] = await tx
      .update(medicationPrescriptions)
      .set(set)
      .where(
        and(
          eq(medicationPrescriptions.id, id),
          inArray(medicationPrescriptions.status, from),
          pharmacyId ? eq(medicationPrescriptions.pharmacyId, pharmacyId) : undefined,
        ),
      )
      .returning()
    return row
  },

  /**
   * A pharmacy's prescriptions of one status, of orders not cancelled: oldest upload first (those never
   * uploaded by their order's date), at most `limit`.
   */
  queue(tx: Db, pharmacyId: string, status: PrescriptionStatus, limit: number) {
    return prescriptionsJoined(tx)
      .where(
        and(
          eq(medicationPrescriptions.pharmacyId, pharmacyId),
          eq(medicationPrescriptions.status, status),
          sql`${orders.status} <> 'cancelled'`,
        ),
      )
      .orderBy(
        sql`${medicationPrescriptions.uploadedAt} asc nulls last`,
        asc(medicationPrescriptions.createdAt),
        asc(medicationPrescriptions.id),
      )
      .limit(limit)
  },

  /** How many of a pharmacy's prescriptions wait for review (the queue's default view). */
  async countPending(tx: Db, pharmacyId: string) {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(medicationPrescriptions)
      .innerJoin(orders, eq(orders.id, medicationPrescriptions.orderId))
      .where(
        and(
          eq(medicationPrescriptions.pharmacyId, pharmacyId),
          eq(medicationPrescriptions.status, 'pending'),
          sql`${orders.status} <> 'cancelled'`,
        ),
      )
    return row?.count ?? 0
  },

  /** The prescription-only medicines of these orders, by order. */
  async prescriptionMedicines(tx: Db, orderIds: string[]) {
    const byOrder = new Map<string, string[]>()
    if (!orderIds.length) return byOrder
    const rows = await tx
      .select({ orderId: orderItems.orderId, name: orderItems.name })
      .from(orderItems)
      .innerJoin(medications, sql`${medications.id}::text = ${orderItems.referenceId}`)
      .where(
        and(
          inArray(orderItems.orderId, orderIds),
          eq(orderItems.kind, 'medication'),
          eq(medications.requiresPrescription, true),
        ),
      )
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.name])
    return byOrder
  },

  /** The file keys of every prescription a user uploaded, before their account (and so the rows) goes. */
  fileKeysOfUser(tx: Db, userId: string) {
    return tx
      .select({ fileKey: medicationPrescriptions.fileKey })
      .from(medicationPrescriptions)
      .where(
        and(eq(medicationPrescriptions.userId, userId), sql`${medicationPrescriptions.fileKey} is not null`),
      )
  },

  // ---- the pharmacy's medications

  ownMedications(tx: Db, pharmacyId: string) {
    return tx
      .select()
      .from(medications)
      .where(eq(medications.pharmacyId, pharmacyId))
      .orderBy(asc(medications.name), asc(medications.id))
  },

  async insertMedication(tx: Db, values: NewMedication) {
    const [row] = await tx.insert(medications).values(values).returning()
    return row!
  },

  async updateMedication(tx: Db, id: string, pharmacyId: string, set: Partial<NewMedication>) {
    const [row] = await tx
      .update(medications)
      .set(set)
      .where(and(eq(medications.id, id), eq(medications.pharmacyId, pharmacyId)))
      .returning()
    return row
  },

  async personName(tx: Db, userId: string) {
    const [row] = await tx
      .select({ name: personName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row?.name
  },
}
