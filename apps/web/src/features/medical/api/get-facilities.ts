import type { Facility } from '@soko/shared/medical/medical.schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { medicalKeys, queryString } from './query-keys'

export interface FacilityListParams {
  search?: string
}

/** GET /api/medical/facilities: verified facilities by name (one list, no pages). */
export function facilitiesQueryOptions(params: FacilityListParams) {
  return queryOptions({
    queryKey: medicalKeys.facilities(params),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: Facility[] }>(`/api/medical/facilities${queryString({ ...params })}`, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}

export function useFacilities(params: FacilityListParams, enabled = true) {
  return useQuery({ ...facilitiesQueryOptions(params), enabled })
}
