// The driver's API shapes: the server's schemas (packages/shared/src/rides/rides.schema.ts, docs/rides-api.md),
// imported as types only, so nothing of zod reaches the browser with the dashboard (decision 005).
import type {
  driverCancelSchema,
  rideSummarySchema,
  updateVehicleSchema,
} from '@soko/shared/rides/rides.schema'
import type { z } from 'zod'

export type {
  DriverDashboard,
  DriverProfile,
  Point,
  Ride,
  RideOffer,
  RidesConfig,
} from '@soko/shared/rides/rides.schema'
export type { DriverCancelReason, RideStatus, VehicleType } from '@soko/shared/rides/rides.constants'

export type RideSummary = z.infer<typeof rideSummarySchema>
export type VehicleInput = z.input<typeof updateVehicleSchema>
export type DriverCancelInput = z.infer<typeof driverCancelSchema>
