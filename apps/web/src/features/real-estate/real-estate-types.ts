// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  PropertyCard,
  PropertyCriteria,
  PropertyDetail,
  PropertyPage,
  SavedSearch,
  Viewing,
} from '@soko/shared/real-estate/real-estate.schema'
export type {
  ListingType,
  PropertySort,
  PropertyStatus,
  PropertyType,
  ViewingSlot,
  ViewingStatus,
} from '@soko/shared/real-estate/real-estate.constants'

/** The list's search waits this long after the last key before the server is asked. */
export const PROPERTY_SEARCH_DEBOUNCE_MS = 400
/** The public list and a property change rarely while a page is open. */
export const PROPERTIES_STALE_MS = 30_000
