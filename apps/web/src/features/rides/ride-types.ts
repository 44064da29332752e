// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  AvailableDriver,
  CreateRide,
  Place,
  PlaceInput,
  Point,
  Quote,
  Ride,
  RideDriver,
  RidesConfig,
} from '@soko/shared/rides/rides.schema'
export type { RideStatus, VehicleType } from '@soko/shared/rides/rides.constants'
