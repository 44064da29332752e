// The providers API's shapes (packages/shared/src/providers/provider.schema.ts), imported as types only, so
// nothing of zod reaches the browser (decision 005).
export type {
  Availability,
  Booking,
  ProviderAnalytics,
  ProviderDashboard,
  ProviderProfile,
  UpdateBookingStatusInput,
  UpdateProviderProfileInput,
} from '@soko/shared/providers/provider.schema'
