import type {
  Application,
  ApplicationDocument,
  Booking,
  DirectoryProvider,
  ProviderProfile,
} from '@soko/shared/providers/provider.schema'
import type {
  applicationDocuments,
  serviceBookings,
  serviceProviderApplications,
  serviceProviderProfiles,
} from './providers.table'

// Rows to the API's shapes (spec 001 section 3 field names; KSh numbers from integer cents).

export type ApplicationRow = typeof serviceProviderApplications.$inferSelect
export type DocumentRow = typeof applicationDocuments.$inferSelect
export type ProfileRow = typeof serviceProviderProfiles.$inferSelect
export type BookingRow = typeof serviceBookings.$inferSelect

export const shillings = (cents: number) => Math.round(cents) / 100
export const shillingsOrNull = (cents: number | null) => (cents == null ? null : shillings(cents))
export const toCents = (kes: number) => Math.round(kes * 100)
const iso = (date: Date) => date.toISOString()

export const toDocument = (row: DocumentRow): ApplicationDocument => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  created_at: iso(row.createdAt),
})

export const toApplication = (row: ApplicationRow, documents: DocumentRow[]): Application => ({
  id: row.id,
  user_id: row.userId,
  service_type: row.serviceType,
  business_name: row.businessName,
  business_description: row.businessDescription,
  business_address: row.businessAddress,
  business_phone: row.businessPhone,
  business_email: row.businessEmail,
  license_number: row.licenseNumber,
  experience_years: row.experienceYears,
  specialization: row.specialization,
  service_areas: row.serviceAreas,
  documents: documents.filter((doc) => doc.applicationId === row.id).map(toDocument),
  status: row.status,
  admin_notes: row.adminNotes,
  submitted_at: iso(row.submittedAt),
  reviewed_at: row.reviewedAt ? iso(row.reviewedAt) : null,
})

export const toDirectoryProvider = (row: ProfileRow): DirectoryProvider => ({
  id: row.id,
  user_id: row.userId,
  provider_type: row.providerType,
  verification_status: row.verificationStatus,
  business_name: row.businessName,
  business_description: row.businessDescription,
  location_address: row.locationAddress,
  latitude: row.latitude,
  longitude: row.longitude,
  phone_number: row.phoneNumber,
  email: row.email,
  is_active: row.isActive,
  average_rating: row.totalReviews > 0 ? row.averageRating : null,
  total_reviews: row.totalReviews,
  profile_image_url: row.profileImageUrl,
  banner_image_url: row.bannerImageUrl,
  hourly_rate_min: shillingsOrNull(row.hourlyRateMinCents),
  hourly_rate_max: shillingsOrNull(row.hourlyRateMaxCents),
  specialization: row.specialization,
  experience_years: row.experienceYears,
  service_areas: row.serviceAreas,
  created_at: iso(row.createdAt),
})

export const toProviderProfile = (row: ProfileRow): ProviderProfile => ({
  ...toDirectoryProvider(row),
  availability: row.availability ?? null,
  images: row.images,
  updated_at: iso(row.updatedAt),
})

export type BookingJoin = {
  booking: BookingRow
  customerName: string | null
  customerEmail: string
  customerPhone: string | null
  provider: Pick<ProfileRow, 'id' | 'businessName' | 'providerType' | 'phoneNumber' | 'profileImageUrl'>
  reviewRating: number | null
  reviewComment: string | null
}

export const toBooking = ({
  booking: row,
  customerName,
  customerEmail,
  customerPhone,
  provider,
  reviewRating,
  reviewComment,
}: BookingJoin): Booking => ({
  id: row.id,
  reference: row.reference,
  provider_id: row.providerId,
  customer_id: row.customerId,
  service_type: row.serviceType,
  service_description: row.serviceDescription,
  booking_date: row.bookingDate,
  booking_time: row.bookingTime,
  preferred_time: row.preferredTime as Booking['preferred_time'],
  urgency: row.urgency as Booking['urgency'],
  booking_address: row.bookingAddress,
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  total_amount: shillings(row.totalAmountCents),
  payment_status: row.paymentStatus,
  status: row.status,
  notes: row.notes,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  customer: {
    id: row.customerId,
    full_name: customerName || row.contactName,
    email: customerEmail,
    phone: customerPhone ?? row.contactPhone,
  },
  provider: {
    id: provider.id,
    business_name: provider.businessName,
    provider_type: provider.providerType,
    phone_number: provider.phoneNumber,
    profile_image_url: provider.profileImageUrl,
  },
  review: reviewRating == null ? null : { rating: reviewRating, comment: reviewComment },
})
