// Plain values without zod (spec 001 sections 2, 4, 5, 8, 9), so a screen that needs only these does not load zod.

/** The seven categories customers can apply in (001 section 6), in the hub's order. */
export const providerCategories = [
  'vendor',
  'event_promoter',
  'driver',
  'service_provider',
  'real_estate_agent',
  'medical_provider',
  'insurance_broker',
] as const
export type ProviderCategory = (typeof providerCategories)[number]

/** The directory's categories: vendors sell through the shop, not by the hour (decision 009). */
export const directoryCategories = providerCategories.filter(
  (category): category is Exclude<ProviderCategory, 'vendor'> => category !== 'vendor',
)

/** The labels of 001 section 9. */
export const providerCategoryLabels: Record<ProviderCategory, string> = {
  vendor: 'Product Vendor',
  event_promoter: 'Event Promoter',
  driver: 'Driver',
  service_provider: 'Service Provider',
  real_estate_agent: 'Real Estate Agent',
  medical_provider: 'Medical Provider',
  insurance_broker: 'Insurance Broker',
}

/** Where "Access Dashboard" leads for an approved category (001 section 2). */
export const providerDashboards: Record<ProviderCategory, string> = {
  vendor: '/vendor-dashboard',
  event_promoter: '/event-dashboard',
  driver: '/driver-dashboard',
  service_provider: '/services-dashboard',
  real_estate_agent: '/real-estate-dashboard',
  medical_provider: '/medical-dashboard',
  insurance_broker: '/insurance-dashboard',
}

/** Categories whose application needs a license number (001 section 5). */
export const licensedCategories: readonly ProviderCategory[] = [
  'medical_provider',
  'insurance_broker',
  'real_estate_agent',
  'driver',
]

/** Specializations offered per category (001 section 2: medical, insurance, real estate, service and driver). */
export const providerSpecializations: Partial<Record<ProviderCategory, readonly string[]>> = {
  medical_provider: [
    'General Practice',
    'Pediatrics',
    'Dentistry',
    'Physiotherapy',
    'Nursing Care',
    'Pharmacy',
    'Laboratory Services',
    'Mental Health',
  ],
  insurance_broker: [
    'Health Insurance',
    'Motor Insurance',
    'Home Insurance',
    'Business Insurance',
    'Life Insurance',
  ],
  real_estate_agent: [
    'Residential Sales',
    'Rentals & Letting',
    'Commercial Property',
    'Land Sales',
    'Property Management',
  ],
  service_provider: [
    'Home Repairs',
    'Plumbing',
    'Electrical',
    'Cleaning',
    'Beauty & Wellness',
    'Auto Repair',
    'Tutoring',
    'Moving & Delivery',
    'Gardening',
    'IT Support',
  ],
  driver: ['Taxi', 'Boda Boda (Motorbike)', 'Delivery', 'Long Distance'],
}

/** The 15 Nairobi service areas, from Nairobi CBD to Ngong Road (001 section 2). */
export const nairobiServiceAreas = [
  'Nairobi CBD',
  'Westlands',
  'Kilimani',
  'Kileleshwa',
  'Lavington',
  'Parklands',
  'Karen',
  'Langata',
  'South B',
  'South C',
  'Eastleigh',
  'Kasarani',
  'Embakasi',
  'Ruaka',
  'Ngong Road',
] as const

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
/** The hub's status per category: an application's, or none (Not Applied). */
export type HubCategoryStatus = ApplicationStatus | 'none'

export const APPLICATION_REVIEW_TIME = '2-3 business days'
export const EXPERIENCE_MIN_YEARS = 0
export const EXPERIENCE_MAX_YEARS = 50
/** Documents: PDF or images, each at most 5 MB, at most 5 per application. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const DOCUMENT_MAX_COUNT = 5
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp'

/** Service booking statuses (001 section 4) and who may move them where. */
export const bookingStatuses = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'rejected',
] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/** What the provider may do from each status. */
export const providerBookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'rejected'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  rejected: [],
}
/** A customer may cancel a booking until the work has started. */
export const customerCancellableStatuses: readonly BookingStatus[] = ['pending', 'confirmed']

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
}

/** The notes 001 section 4 gives for Accept and Decline. */
export const BOOKING_ACCEPTED_NOTE = 'Booking accepted by service provider'
export const BOOKING_DECLINED_NOTE = 'Booking declined by service provider'

/** Booking request (001 section 5). */
export const preferredTimes = ['morning', 'afternoon', 'evening', 'flexible'] as const
export type PreferredTime = (typeof preferredTimes)[number]
export const preferredTimeLabels: Record<PreferredTime, string> = {
  morning: 'Morning (8AM-12PM)',
  afternoon: 'Afternoon (12PM-5PM)',
  evening: 'Evening (5PM-8PM)',
  flexible: 'Flexible',
}
export const urgencies = ['low', 'normal', 'high', 'emergency'] as const
export type Urgency = (typeof urgencies)[number]
export const urgencyLabels: Record<Urgency, string> = {
  low: 'Low (within a week)',
  normal: 'Normal (within 2-3 days)',
  high: 'High (within 24 hours)',
  emergency: 'Emergency (ASAP)',
}
/** The booking_time stored for each preferred time (the spec's default is 09:00). */
export const preferredTimeStart: Record<PreferredTime, string> = {
  morning: '08:00',
  afternoon: '12:00',
  evening: '17:00',
  flexible: '09:00',
}

/** Services directory (001 section 9). */
export const directorySorts = ['relevance', 'rating', 'newest', 'price_asc', 'price_desc'] as const
export type DirectorySort = (typeof directorySorts)[number]
export const directorySortLabels: Record<DirectorySort, string> = {
  relevance: 'Relevance',
  rating: 'Highest Rated',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
}
export const directoryMinRatings = [0, 4.5, 4, 3] as const
export const RATE_RANGE_MIN = 0
export const RATE_RANGE_MAX = 10000
export const RATE_RANGE_STEP = 100

/**
 * An hourly rate from an address's query on the slider's grid, or the fallback when it is not a number: how the
 * directory reads `rate_min` and `rate_max` (the web app's filters, and the server's first page of /services).
 */
export function directoryRateFromUrl(value: string | null, fallback: number) {
  if (value === null || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isFinite(number)) return fallback
  const clamped = Math.min(RATE_RANGE_MAX, Math.max(RATE_RANGE_MIN, number))
  return Math.round(clamped / RATE_RANGE_STEP) * RATE_RANGE_STEP
}
export const NEW_BADGE_DAYS = 7
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 500
export const DIRECTORY_STALE_MS = 60_000
export const DIRECTORY_PAGE_SIZE = 24

/** Availability: the days a provider works and their hours. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekDay = (typeof weekDays)[number]

/** Server messages the screens show as they are. */
export const providerMessages = {
  missingInformation: 'Please fill in all required fields.',
  licenseRequired: 'License number is required for this category.',
  termsRequired: 'Please accept the terms and conditions.',
  experienceRange: 'Years of experience must be a number from 0 to 50.',
  applicationPending: 'You already have an application under review for this category.',
  alreadyApproved: 'You are already an approved provider in this category.',
  applicationNotPending: 'This application has already been reviewed.',
  documentMissing: 'Please choose a document to upload.',
  documentType: 'Documents must be PDF, JPEG, PNG or WebP files.',
  documentTooLarge: 'Each document must be at most 5 MB.',
  tooManyDocuments: 'You can attach at most 5 documents.',
  documentNotFound: 'A document could not be found. Please upload it again.',
  providerAccessRequired: 'You need an approved service provider profile to use the provider portal.',
  vendorAccessRequired: 'You need an approved vendor account to use the vendor dashboard.',
  cannotBookSelf: 'You cannot book your own service.',
  providerUnavailable: 'This provider is not taking bookings right now.',
  bookingDateInPast: 'The preferred date cannot be in the past.',
  bookingTransition: 'This booking cannot be changed to that status now.',
  reviewNotAllowed: 'You can review a provider once the booking is completed.',
  alreadyReviewed: 'You have already reviewed this booking.',
  rateRange: 'The minimum rate cannot be above the maximum rate.',
  bookingFailed: 'Failed to create booking. Please try again.',
  submissionFailed: 'Failed to submit application. Please try again.',
} as const

// The card's `sizes`: the web card uses it and the server preloads the same width (plugins/page-data.ts).
/**
 * A provider card's banner in the services directory: the page (at most 80rem, 1rem padding) beside the 16rem
 * sidebar from md, in one to four columns as that space reaches 36, 56 and 72rem.
 */
export const PROVIDER_CARD_SIZES = [
  '(min-width: 1536px) 300px',
  '(min-width: 1440px) calc((100vw - 336px) / 4)',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 864px) calc((100vw - 304px) / 2)',
  '(min-width: 768px) calc(100vw - 288px)',
  'calc(100vw - 32px)',
].join(', ')
