// Medical (issue 17, spec 001 "Medical", section 3, sections 4, 5 and 9; docs/medical-api.md).

/** Spec 001 section 3. */
export const medicalProviderTypes = [
  'doctor',
  'nurse',
  'pharmacist',
  'dentist',
  'physiotherapist',
  'lab_technician',
  'ambulance_driver',
] as const
export type MedicalProviderType = (typeof medicalProviderTypes)[number]

export const medicalProviderTypeLabels: Record<MedicalProviderType, string> = {
  doctor: 'Doctor',
  nurse: 'Nurse',
  pharmacist: 'Pharmacist',
  dentist: 'Dentist',
  physiotherapist: 'Physiotherapist',
  lab_technician: 'Lab Technician',
  ambulance_driver: 'Ambulance Driver',
}

export const facilityTypes = [
  'hospital',
  'clinic',
  'pharmacy',
  'laboratory',
  'dental_clinic',
  'diagnostic_centre',
] as const
export type FacilityType = (typeof facilityTypes)[number]

export const facilityTypeLabels: Record<FacilityType, string> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  pharmacy: 'Pharmacy',
  laboratory: 'Laboratory',
  dental_clinic: 'Dental Clinic',
  diagnostic_centre: 'Diagnostic Centre',
}

/** The tabs of /medical (spec 001 "Medical"), in order; the tab lives in the URL (`?tab=`). */
export const medicalTabs = ['providers', 'facilities', 'medications'] as const
export type MedicalTab = (typeof medicalTabs)[number]

/** Spec 001 section 9: nine hourly slots, 09:00 to 17:00, Nairobi time. */
export const MEDICAL_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const
export type MedicalSlot = (typeof MEDICAL_SLOTS)[number]

/** A slot on the day picker: free to book, booked by someone, already begun (today), outside the provider's hours. */
export const slotStates = ['free', 'taken', 'passed', 'closed'] as const
export type SlotState = (typeof slotStates)[number]

/** Days are ISO weekday numbers: 1 Monday ... 7 Sunday. Default Monday to Friday. */
export const DEFAULT_WORKING_DAYS = [1, 2, 3, 4, 5] as const
/** How far ahead an appointment may be booked. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 60
/** A patient may cancel up to this many hours before the appointment. */
export const APPOINTMENT_CANCEL_HOURS = 2
export const APPOINTMENT_REASON_MAX = 500

/**
 * booked -> cancelled (patient, up to 2 hours before) | attended | no_show (the provider, once the slot has begun).
 */
export const appointmentStatuses = ['booked', 'cancelled', 'attended', 'no_show'] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]

/** Medication categories shown on cards and offered to pharmacies. */
export const medicationCategories = [
  'Pain Relief',
  'Antibiotics',
  'Allergy',
  'Cold & Flu',
  'Digestive Health',
  'Diabetes',
  'Heart & Blood Pressure',
  'Vitamins & Supplements',
  'Skin Care',
  'Mother & Baby',
  'First Aid',
  'Malaria',
] as const
export type MedicationCategory = (typeof medicationCategories)[number]

export const MEDICATIONS_PAGE_SIZE = 24
export const MEDICAL_PAGE_SIZE = 24
export const MEDICATION_QUANTITY_MAX = 20

/**
 * A prescription-only medication's order (decision 024): the prescription row is written with the order
 * (awaiting_upload), the customer uploads a file (pending), the pharmacy approves or rejects it. The order can be
 * paid only once it is approved; a rejected one may be replaced by a new upload.
 */
export const prescriptionStatuses = ['awaiting_upload', 'pending', 'approved', 'rejected'] as const
export type PrescriptionStatus = (typeof prescriptionStatuses)[number]
export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024
/** PDF or a picture, the type read from the bytes. */
export const PRESCRIPTION_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp'
/** An order waiting for a pharmacist holds its stock this long (instead of the shop's minutes). */
export const PRESCRIPTION_RESERVATION_HOURS = 24
export const REJECTION_REASON_MAX = 300

export const medicalMessages = {
  // Spec 001 section 5 (book appointment: date and time required; not before today; the nine slots).
  dateRequired: 'Please choose a date and a time.',
  pastDate: 'The date cannot be before today.',
  tooFarAhead: `Appointments can be booked up to ${APPOINTMENT_MAX_DAYS_AHEAD} days ahead.`,
  slotInvalid: 'Please choose one of the available time slots.',
  pastSlot: 'That time has already passed today. Please choose a later slot.',
  closedDay: 'The provider does not see patients on that day. Please choose another date.',
  outsideHours: "That time is outside the provider's working hours. Please choose another slot.",
  slotTaken: 'That time has just been booked by another patient. Please choose another slot.',
  appointmentBooked: 'Appointment booked! The provider has been notified.',
  appointmentCancelled: 'Your appointment has been cancelled.',
  cannotCancel: 'Appointments can be cancelled up to 2 hours before they start.',
  notStarted: 'The appointment has not started yet.',
  notBooked: 'This appointment is no longer open.',
  ownAppointment: 'You cannot book an appointment with yourself.',
  providerNotFound: 'Healthcare provider not found.',
  appointmentNotFound: 'Appointment not found.',
  notMedicalProvider: 'Only approved medical providers can use the medical dashboard.',
  notPharmacy: 'Only pharmacies have a prescription queue.',
  hoursInvalid: 'Choose at least one working day, and a first slot no later than the last one.',
  // Medications
  outOfStock: 'Out of Stock',
  medicationNotFound: 'Medication not found.',
  medicationUnavailable: (name: string) => `${name} is no longer available.`,
  notEnoughStock: (name: string, left: number) => `Only ${left} of ${name} left in stock.`,
  onePharmacy:
    'Medicines in one order must come from one pharmacy. Please check out each pharmacy separately.',
  emptyBasket: 'Please add medicines to your basket.',
  // Prescriptions
  prescriptionRequired: 'This order contains prescription-only medicines. Please upload your prescription.',
  awaitingApproval: 'Your prescription is waiting for the pharmacist. You can pay once it has been approved.',
  prescriptionRejectedPay: 'Your prescription was not approved. Please upload a new one.',
  prescriptionUploaded: 'Prescription uploaded. The pharmacist will review it shortly.',
  prescriptionNotNeeded: 'This order needs no prescription.',
  prescriptionAlreadyApproved: 'This prescription has already been approved.',
  prescriptionNotPending: 'This prescription is not waiting for review.',
  prescriptionFileInvalid: 'Please upload a PDF or a picture (JPEG, PNG or WebP).',
  prescriptionTooLarge: 'The file is too large. The limit is 5 MB.',
  prescriptionNotFound: 'Prescription not found.',
  orderNotOpen: 'This order can no longer be changed.',
} as const
