import { PRESCRIPTION_MAX_BYTES, type PrescriptionStatus } from '@soko/shared/medical/medical.constants'
import type {
  Medication,
  MedicationOrder,
  medicationInputSchema,
  medicationListQuerySchema,
  medicationUpdateSchema,
  placeMedicationOrderSchema,
  Prescription,
  QueuedPrescription,
} from '@soko/shared/medical/medical.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { cleanFileName, createDocumentStore } from '../../lib/document-store'
import type { FileStorage } from '../../lib/file-storage'
import { isUuid } from '../../lib/ids'
import type { CheckoutService } from '../checkout/checkout.service'
import type { NotificationsService } from '../notifications/notifications.service'
import { pharmacyOfUser } from './medical-access'
import { MEDICATION_LINE_KIND } from './medical.order-lines'
import {
  medicationNotFound,
  medicationOrderNotFound,
  medicationsBadCursor,
  orderNotOpen,
  prescriptionAlreadyApproved,
  prescriptionFileInvalid,
  prescriptionNotFound,
  prescriptionNotNeeded,
  prescriptionNotPending,
  prescriptionTooLarge,
} from './medications.errors'
import {
  prescriptionApprovedNotice,
  prescriptionRejectedNotice,
  prescriptionToReviewNotice,
} from './medications.notices'
import {
  medicationsRepository as repo,
  type MedicationRow,
  type NewMedication,
  type PrescriptionJoined,
} from './medications.repository'

const iso = (date: Date | null) => (date ? date.toISOString() : null)
/** The queue shows at most this many prescriptions of one status. */
const QUEUE_MAX = 200

const fileUrl = (id: string) => `/api/medical/prescriptions/${id}/file`

// The public list's cursor: the last item's (name, id), as JSON in base64url (a name may hold any character).
const encodeCursor = (row: { name: string; id: string }) =>
  Buffer.from(JSON.stringify([row.name, row.id])).toString('base64url')
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      isUuid(value[1])
    )
      return { name: value[0], id: value[1] }
  } catch {
    // Falls through to the coded error.
  }
  throw medicationsBadCursor()
}

const toMedication = (row: MedicationRow, pharmacyName: string | null): Medication => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  image_url: row.imageUrl,
  price_cents: row.priceCents,
  stock_quantity: row.stockQuantity,
  requires_prescription: row.requiresPrescription,
  pharmacy: row.pharmacyId && pharmacyName !== null ? { id: row.pharmacyId, name: pharmacyName } : null,
})

function toPrescription(row: PrescriptionJoined, medicines: string[]): Prescription {
  const { prescription } = row
  return {
    id: prescription.id,
    order_id: prescription.orderId,
    order_reference: row.order.reference,
    status: prescription.status as PrescriptionStatus,
    pharmacy: { id: prescription.pharmacyId, name: row.pharmacyName },
    medicines,
    file_name: prescription.fileKey ? prescription.fileName : null,
    file_url: prescription.fileKey ? fileUrl(prescription.id) : null,
    rejection_reason: prescription.rejectionReason,
    uploaded_at: iso(prescription.uploadedAt),
    reviewed_at: iso(prescription.reviewedAt),
  }
}

const toQueued = (row: PrescriptionJoined, medicines: string[]): QueuedPrescription => ({
  ...toPrescription(row, medicines),
  patient: { name: row.patientName, phone: row.order.contactPhone },
})

/** An order that may still take a prescription and a payment: pending, not paid. */
const isOpen = (order: { status: string; paymentStatus: string }) =>
  order.status === 'pending' && order.paymentStatus !== 'paid'

type MedicationInput = z.output<typeof medicationInputSchema>
type MedicationChanges = z.output<typeof medicationUpdateSchema>

function medicationColumns(input: MedicationChanges): Partial<NewMedication> {
  const set: Partial<NewMedication> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.category !== undefined) set.category = input.category
  if (input.description !== undefined) set.description = input.description
  if (input.price_cents !== undefined) set.priceCents = input.price_cents
  if (input.stock_quantity !== undefined) set.stockQuantity = input.stock_quantity
  if (input.requires_prescription !== undefined) set.requiresPrescription = input.requires_prescription
  if (input.is_active !== undefined) set.isActive = input.is_active
  return set
}

/**
 * Medicines and their prescriptions (docs/medical-api.md, decision 024): the public list, medication orders
 * placed through checkout, the prescription's upload (private document store) and download, and the
 * pharmacy's side: its prescription queue, approval or rejection, and its own medications.
 */
export function createMedicationsService({
  db,
  checkout,
  notifications,
  storage,
  isAdmin,
}: {
  db: Db
  checkout: Pick<CheckoutService, 'place'>
  notifications: Pick<NotificationsService, 'notify'>
  /** Prescriptions go to its private document store (decision 015). */
  storage: FileStorage
  isAdmin: (userId: string) => Promise<boolean>
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  /** Prescriptions: PDF or a picture, read from the bytes, at most 5 MB. */
  const store = createDocumentStore(storage, {
    maxBytes: PRESCRIPTION_MAX_BYTES,
    kinds: ['pdf', 'jpeg', 'png', 'webp'],
    errors: { tooLarge: prescriptionTooLarge, type: prescriptionFileInvalid },
  })

  async function prescriptionView(row: PrescriptionJoined) {
    const medicines = await repo.prescriptionMedicines(db, [row.prescription.orderId])
    return toPrescription(row, medicines.get(row.prescription.orderId) ?? [])
  }

  async function queuedView(row: PrescriptionJoined) {
    const medicines = await repo.prescriptionMedicines(db, [row.prescription.orderId])
    return toQueued(row, medicines.get(row.prescription.orderId) ?? [])
  }

  /** The buyer's own order holding medication lines; another's, a malformed id or none: 404. */
  async function ownMedicationOrder(userId: string, orderId: string) {
    const order = isUuid(orderId) ? await repo.order(db, orderId) : undefined
    if (!order || order.userId !== userId) throw medicationOrderNotFound()
    const lines = await repo.orderLines(db, orderId)
    if (!lines.length) throw medicationOrderNotFound()
    return order
  }

  async function orderView(orderId: string): Promise<MedicationOrder> {
    const order = (await repo.order(db, orderId))!
    const row = await repo.prescriptionOfOrder(db, orderId)
    const prescription = row ? await prescriptionView(row) : null
    return {
      order_id: order.id,
      reference: order.reference,
      total_cents: order.totalAmountCents,
      contact_phone: order.contactPhone,
      prescription,
      payable: isOpen(order) && (!prescription || prescription.status === 'approved'),
    }
  }

  /** The prescription of a buyer's own open order that needs one, not approved yet: checked before the upload. */
  async function assertCanUpload(userId: string, orderId: string) {
    const order = await ownMedicationOrder(userId, orderId)
    const row = await repo.prescriptionOfOrder(db, orderId)
    if (!row) throw prescriptionNotNeeded()
    if (row.prescription.status === 'approved') throw prescriptionAlreadyApproved()
    if (!isOpen(order)) throw orderNotOpen()
  }

  /** A pharmacy's own prescription (another's, a malformed id or none: 404) moved from pending. */
  async function review(
    userId: string,
    id: string,
    set: { status: 'approved' } | { status: 'rejected'; rejectionReason: string },
  ): Promise<QueuedPrescription> {
    const pharmacy = await pharmacyOfUser(db, userId)
    const found = isUuid(id) ? await repo.prescription(db, id) : undefined
    if (!found || found.prescription.pharmacyId !== pharmacy.id) throw prescriptionNotFound()
    const moved = await transaction(async (tx) => {
      const order = await repo.order(tx, found.prescription.orderId)
      if (!order || !isOpen(order)) throw orderNotOpen()
      return repo.movePrescription(
        tx,
        id,
        ['pending'],
        {
          rejectionReason: null,
          ...set,
          reviewedAt: new Date(),
          reviewedBy: userId,
        },
        pharmacy.id,
      )
    })
    if (!moved) throw prescriptionNotPending()
    const row = (await repo.prescription(db, id))!
    const reference = row.order.reference
    const notice =
      set.status === 'approved'
        ? prescriptionApprovedNotice(reference, row.pharmacyName)
        : prescriptionRejectedNotice(reference, row.pharmacyName, set.rejectionReason)
    await notifications.notify(row.prescription.userId, { ...notice, actionUrl: `/orders/${row.order.id}` })
    return queuedView(row)
  }

  const ownMedicationView = (row: MedicationRow, pharmacyName: string) => ({
    ...toMedication(row, pharmacyName),
    is_active: row.isActive,
  })

  return {
    // ---- public

    async list(query: z.output<typeof medicationListQuerySchema>) {
      const rows = await repo.listPage(
        db,
        { search: query.search || undefined, category: query.category },
        query.limit + 1,
        decodeCursor(query.cursor),
      )
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        items: page.map((row) => toMedication(row.medication, row.pharmacyName)),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.medication) : null,
      }
    },

    // ---- the buyer

    /**
     * Places a medication order through checkout: `medication` lines priced by the server, their stock taken;
     * when a line needs a prescription, its `awaiting_upload` prescription row is written in the same
     * transaction. With an Idempotency-Key, a repeat answers the first order.
     */
    async placeOrder(
      userId: string,
      input: z.output<typeof placeMedicationOrderSchema>,
      idempotencyKey?: string,
    ): Promise<MedicationOrder> {
      const { order } = await checkout.place(
        userId,
        {
          details: {
            shipping_address: input.delivery_address,
            shipping_city: input.delivery_city,
            contact_phone: input.contact_phone,
            contact_email: input.contact_email,
          },
          lines: input.items.map((item) => ({
            kind: MEDICATION_LINE_KIND,
            referenceId: item.medication_id,
            quantity: item.quantity,
          })),
          record: async (tx, placed) => {
            const lines = await repo.orderLines(tx, placed.id)
            const prescribed = lines.find((line) => line.requiresPrescription)
            if (!prescribed?.pharmacyId) return
            await repo.insertPrescription(tx, {
              orderId: placed.id,
              userId,
              pharmacyId: prescribed.pharmacyId,
              status: 'awaiting_upload',
            })
          },
        },
        idempotencyKey ? { key: idempotencyKey, body: { medication: true, ...input } } : undefined,
      )
      return orderView(order.id)
    },

    /** The buyer's own medication order (another's, or one without medicines: 404). */
    async order(userId: string, orderId: string): Promise<MedicationOrder> {
      await ownMedicationOrder(userId, orderId)
      return orderView(orderId)
    },

    assertCanUpload,

    /**
     * Keeps the prescription in the private store (its type read from the bytes) and moves it to `pending`,
     * replacing a pending or rejected file (the old one is deleted once the new one is on record). The
     * pharmacy's user is told.
     */
    async uploadPrescription(
      userId: string,
      orderId: string,
      file: { bytes: Buffer; fileName: string },
    ): Promise<Prescription> {
      await assertCanUpload(userId, orderId)
      const saved = await store.save(file.bytes)
      let replaced: string | null
      try {
        replaced = await transaction(async (tx) => {
          const row = await repo.lockPrescriptionOfOrder(tx, orderId)
          if (!row) throw prescriptionNotNeeded()
          if (row.status === 'approved') throw prescriptionAlreadyApproved()
          const order = await repo.order(tx, orderId)
          if (!order || !isOpen(order)) throw orderNotOpen()
          await repo.movePrescription(tx, row.id, ['awaiting_upload', 'pending', 'rejected'], {
            status: 'pending',
            fileKey: saved.storageKey,
            fileName: cleanFileName(file.fileName, saved.contentType),
            contentType: saved.contentType,
            sizeBytes: saved.sizeBytes,
            rejectionReason: null,
            uploadedAt: new Date(),
            reviewedAt: null,
            reviewedBy: null,
          })
          return row.fileKey
        })
      } catch (error) {
        await store.remove(saved.storageKey)
        throw error
      }
      if (replaced) await store.remove(replaced)
      const row = (await repo.prescriptionOfOrder(db, orderId))!
      const view = await prescriptionView(row)
      if (row.pharmacyUserId)
        await notifications.notify(row.pharmacyUserId, {
          ...prescriptionToReviewNotice(row.order.reference, row.patientName, view.medicines),
          actionUrl: '/medical-dashboard?tab=prescriptions',
        })
      return view
    },

    /** The prescription's file: to the buyer, the pharmacy's user and admins; 404 to everyone else. */
    async prescriptionFile(userId: string, id: string) {
      const row = isUuid(id) ? await repo.prescription(db, id) : undefined
      if (!row || !row.prescription.fileKey) throw prescriptionNotFound()
      const allowed =
        row.prescription.userId === userId || row.pharmacyUserId === userId || (await isAdmin(userId))
      if (!allowed) throw prescriptionNotFound()
      const stream = await store.open(row.prescription.fileKey)
      if (!stream) throw prescriptionNotFound()
      return {
        fileName: row.prescription.fileName ?? 'prescription',
        contentType: row.prescription.contentType ?? 'application/octet-stream',
        sizeBytes: row.prescription.sizeBytes,
        stream,
      }
    },

    /** The prescription files a user uploaded, before their account (and so the rows) is deleted. */
    async erasePrescriptionFilesOf(userId: string) {
      for (const row of await repo.fileKeysOfUser(db, userId))
        if (row.fileKey) await store.remove(row.fileKey)
    },

    // ---- the pharmacy (/api/medical-dashboard)

    pharmacyOf: (userId: string) => pharmacyOfUser(db, userId),

    async queue(userId: string, status: PrescriptionStatus = 'pending') {
      const pharmacy = await pharmacyOfUser(db, userId)
      const rows = await repo.queue(db, pharmacy.id, status, QUEUE_MAX)
      const medicines = await repo.prescriptionMedicines(
        db,
        rows.map((row) => row.prescription.orderId),
      )
      return {
        items: rows.map((row) => toQueued(row, medicines.get(row.prescription.orderId) ?? [])),
      }
    },

    /** The dashboard's count of prescriptions waiting for this pharmacy (the queue's default view). */
    pendingPrescriptionCount: (pharmacyId: string) => repo.countPending(db, pharmacyId),

    approve: (userId: string, id: string) => review(userId, id, { status: 'approved' }),

    reject: (userId: string, id: string, reason: string) =>
      review(userId, id, { status: 'rejected', rejectionReason: reason }),

    async ownMedications(userId: string) {
      const pharmacy = await pharmacyOfUser(db, userId)
      const rows = await repo.ownMedications(db, pharmacy.id)
      return { items: rows.map((row) => ownMedicationView(row, pharmacy.fullName)) }
    },

    async createMedication(userId: string, input: MedicationInput) {
      const pharmacy = await pharmacyOfUser(db, userId)
      const row = await repo.insertMedication(db, {
        pharmacyId: pharmacy.id,
        name: input.name,
        category: input.category,
        description: input.description,
        priceCents: input.price_cents,
        stockQuantity: input.stock_quantity,
        requiresPrescription: input.requires_prescription,
        isActive: input.is_active,
      })
      return ownMedicationView(row, pharmacy.fullName)
    },

    async updateMedication(userId: string, id: string, input: MedicationChanges) {
      const pharmacy = await pharmacyOfUser(db, userId)
      if (!isUuid(id)) throw medicationNotFound()
      const set = medicationColumns(input)
      const row = Object.keys(set).length
        ? await repo.updateMedication(db, id, pharmacy.id, set)
        : (await repo.ownMedications(db, pharmacy.id)).find((medication) => medication.id === id)
      if (!row) throw medicationNotFound()
      return ownMedicationView(row, pharmacy.fullName)
    },
  }
}
export type MedicationsService = ReturnType<typeof createMedicationsService>
