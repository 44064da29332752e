import { medicalMessages as m } from '@soko/shared/medical/medical.constants'
import { AppError, codedError } from '../../lib/errors'

// docs/medical-api.md "Medication orders and prescriptions": every code is `medical.*`, every message
// `medicalMessages`' (their Swahili is in lib/error-texts.ts).

export const medicationNotFound = codedError('medical.medication_not_found', 404, m.medicationNotFound)
export const onePharmacy = codedError('medical.one_pharmacy', 409, m.onePharmacy)
export const emptyMedicationBasket = codedError('medical.empty_basket', 400, m.emptyBasket)
export const medicationOrderNotFound = codedError('medical.order_not_found', 404, 'Order not found.')
export const medicationsBadCursor = codedError('medical.bad_cursor', 400, 'The page cursor is not valid.')

// The payment gate (decision 024): refused until the pharmacist approves the prescription.
export const prescriptionRequired = codedError('medical.prescription_required', 409, m.prescriptionRequired)
export const awaitingPrescription = codedError('medical.awaiting_prescription', 409, m.awaitingApproval)
export const prescriptionRejected = codedError(
  'medical.prescription_rejected',
  409,
  m.prescriptionRejectedPay,
)

export const prescriptionNotFound = codedError('medical.prescription_not_found', 404, m.prescriptionNotFound)
export const prescriptionNotNeeded = codedError(
  'medical.prescription_not_needed',
  409,
  m.prescriptionNotNeeded,
)
export const prescriptionAlreadyApproved = codedError(
  'medical.prescription_already_approved',
  409,
  m.prescriptionAlreadyApproved,
)
export const prescriptionNotPending = codedError(
  'medical.prescription_not_pending',
  409,
  m.prescriptionNotPending,
)
export const prescriptionFileInvalid = codedError(
  'medical.prescription_file_invalid',
  400,
  m.prescriptionFileInvalid,
)
export const prescriptionTooLarge = codedError('medical.prescription_too_large', 413, m.prescriptionTooLarge)
export const orderNotOpen = codedError('medical.order_not_open', 409, m.orderNotOpen)

// Messages with a name or a number inside: their Swahili is a pattern (lib/error-texts.ts).
/** Short stock: the name and what is left; none left reads "... is no longer available." */
export const notEnoughStock = (name: string, left: number) =>
  new AppError(
    'medical.not_enough_stock',
    409,
    left > 0 ? m.notEnoughStock(name, left) : m.medicationUnavailable(name),
    { stock_left: String(left) },
  )
