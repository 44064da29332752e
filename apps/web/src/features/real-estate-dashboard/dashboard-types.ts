// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  AgentListing,
  AgentViewing,
  PropertyInput,
  RealEstateDashboard,
} from '@soko/shared/real-estate/real-estate.schema'
export type {
  ListingType,
  PropertyStatus,
  PropertyType,
  ViewingStatus,
} from '@soko/shared/real-estate/real-estate.constants'
