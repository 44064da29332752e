import { propertyViewingsQueryKey } from '@/lib/booking-query-keys'
import type { PropertyListParams } from '../property-filters'

/** The public list. */
export const propertiesQueryKey = ['properties'] as const
export const propertyListKey = (params: PropertyListParams) =>
  [...propertiesQueryKey, 'list', params] as const

/**
 * A property's page. It carries the signed-in viewer's own fields (saved, owner, their viewing request), so it
 * sits under the live channel's key (lib/booking-query-keys.ts): the agent's confirmation reaches the page
 * without a reload. The viewer is part of the key, so signing in never shows a visitor's copy.
 */
export const propertyDetailKey = (id: string, viewer: string) =>
  [...propertyViewingsQueryKey, 'property', id, viewer] as const

/** Every copy of one property's page, whoever viewed it. */
export const propertyDetailPrefix = (id: string) => [...propertyViewingsQueryKey, 'property', id] as const

/** The signed-in user's saved searches. */
export const savedSearchesQueryKey = ['property-searches'] as const

export const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`
