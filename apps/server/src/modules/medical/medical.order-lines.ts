import { PRESCRIPTION_RESERVATION_HOURS } from '@soko/shared/medical/medical.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import type { Db } from '../../db/client'
import type { AppError } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import {
  awaitingPrescription,
  emptyMedicationBasket,
  medicationNotFound,
  notEnoughStock,
  onePharmacy,
  prescriptionRejected,
  prescriptionRequired,
} from './medications.errors'
import { medicationsRepository as repo } from './medications.repository'

export const MEDICATION_LINE_KIND = 'medication'

/** Lines merged by medication and sorted by id, so concurrent orders lock rows in one order (no deadlock). */
function merged(lines: { referenceId: string; quantity: number }[]) {
  const quantities = new Map<string, number>()
  for (const line of lines)
    quantities.set(line.referenceId, (quantities.get(line.referenceId) ?? 0) + line.quantity)
  return [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
}

/**
 * Medicines as order lines (`medication`, docs/medical-api.md, decision 024): priced from
 * `medications.price_cents`, the stock taken with one conditional UPDATE per medication in id order, every line
 * of one listed pharmacy. An order holding a prescription-only medicine cannot be paid until its prescription
 * is approved (`paymentBlocker`), and holds its stock for PRESCRIPTION_RESERVATION_HOURS meanwhile.
 */
export function createMedicationOrderLines(): OrderLineKind {
  /**
   * The lines `take` just priced that need a prescription. Checkout asks `reservationMinutes` about exactly
   * the lines `take` answered, in the same transaction (checkout.service.ts place), and a stored line carries
   * no such flag of its own: the mark lives with the line objects and goes with them.
   */
  const needsPrescription = new WeakSet<StoredOrderLine>()

  return {
    kind: MEDICATION_LINE_KIND,
    ships: true,

    async take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]> {
      const wanted = merged(lines)
      if (!wanted.length) throw emptyMedicationBasket()
      if (wanted.some(([id]) => !isUuid(id))) throw medicationNotFound()
      const found = await repo.byIds(
        tx,
        wanted.map(([id]) => id),
      )
      if (
        found.length !== wanted.length ||
        found.some((row) => !row.medication.isActive || !row.pharmacyListed)
      )
        throw medicationNotFound()
      if (new Set(found.map((row) => row.medication.pharmacyId)).size !== 1) throw onePharmacy()
      const taken: StoredOrderLine[] = []
      for (const [id, quantity] of wanted) {
        const row = await repo.takeStock(tx, id, quantity, true)
        if (!row) {
          // Short, or taken meanwhile by another order: say how it stands now.
          const now = await repo.medication(tx, id)
          if (!now || !now.isActive) throw medicationNotFound()
          throw notEnoughStock(now.name, now.stockQuantity)
        }
        const line: StoredOrderLine = {
          kind: MEDICATION_LINE_KIND,
          referenceId: id,
          name: row.name,
          imageUrl: row.imageUrl,
          quantity,
          priceAtPurchaseCents: row.priceCents,
        }
        if (row.requiresPrescription) needsPrescription.add(line)
        taken.push(line)
      }
      return taken
    },

    release: (tx, lines) => repo.releaseStock(tx, merged(lines)),

    async retake(tx, lines) {
      // Money arrived late: the stock must still be there (the medication may since have been switched off).
      for (const [id, quantity] of merged(lines))
        if (!(await repo.takeStock(tx, id, quantity, false))) return false
      return true
    },

    describe: (line) =>
      `${line.quantity} x ${line.name} @ ${formatMoney(line.priceAtPurchaseCents)} = ${formatMoney(line.priceAtPurchaseCents * line.quantity)}`,

    async paymentBlocker(tx, orderId): Promise<AppError | null> {
      switch (await repo.statusOfOrder(tx, orderId)) {
        case 'awaiting_upload':
          return prescriptionRequired()
        case 'pending':
          return awaitingPrescription()
        case 'rejected':
          return prescriptionRejected()
        default:
          // No prescription needed, or approved.
          return null
      }
    },

    reservationMinutes: (lines) =>
      lines.some((line) => needsPrescription.has(line)) ? PRESCRIPTION_RESERVATION_HOURS * 60 : null,
  }
}
