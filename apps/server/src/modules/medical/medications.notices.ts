import type { Localized } from '../../lib/texts'

// What the pharmacy side of the medical module tells people (notify(): the reader's language; live). English
// and plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }

/** To the pharmacy's user: a prescription was uploaded (or uploaded again) for review. */
export const prescriptionToReviewNotice = (
  reference: string,
  patient: string,
  medicines: string[],
): Notice => ({
  type: 'info',
  title: { en: 'Prescription to review', sw: 'Cheti cha daktari cha kukagua' },
  message: {
    en: `${patient} uploaded a prescription for order ${reference}${medicines.length ? ` (${medicines.join(', ')})` : ''}. Approve or reject it in your dashboard.`,
    sw: `${patient} amepakia cheti cha daktari kwa agizo ${reference}${medicines.length ? ` (${medicines.join(', ')})` : ''}. Kiidhinishe au ukikatae kwenye dashibodi yako.`,
  },
})

/** To the buyer: the pharmacist approved the prescription; the order may be paid now. */
export const prescriptionApprovedNotice = (reference: string, pharmacy: string): Notice => ({
  type: 'success',
  title: { en: 'Prescription approved', sw: 'Cheti cha daktari kimeidhinishwa' },
  message: {
    en: `${pharmacy} approved the prescription for your order ${reference}. You can now pay for it.`,
    sw: `${pharmacy} imeidhinisha cheti cha daktari cha agizo lako ${reference}. Sasa unaweza kulipia.`,
  },
})

/** To the buyer: the pharmacist rejected the prescription, with the reason; another may be uploaded. */
export const prescriptionRejectedNotice = (reference: string, pharmacy: string, reason: string): Notice => ({
  type: 'warning',
  title: { en: 'Prescription not approved', sw: 'Cheti cha daktari hakikuidhinishwa' },
  message: {
    en: `${pharmacy} did not approve the prescription for your order ${reference}: ${reason}. Please upload a new one.`,
    sw: `${pharmacy} haikuidhinisha cheti cha daktari cha agizo lako ${reference}: ${reason}. Tafadhali pakia kingine.`,
  },
})
