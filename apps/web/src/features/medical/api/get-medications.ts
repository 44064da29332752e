import { MEDICATIONS_PAGE_SIZE } from '@soko/shared/medical/medical.constants'
import type { Medication } from '@soko/shared/medical/medical.schema'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { medicalKeys, queryString } from './query-keys'

export interface MedicationListParams {
  search?: string
}

interface MedicationPage {
  items: Medication[]
  next_cursor: string | null
}

/** GET /api/medical/medications: active medications by name, page after page (keyset cursor). */
export function medicationsQueryOptions(params: MedicationListParams) {
  return infiniteQueryOptions({
    queryKey: medicalKeys.medications(params),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<MedicationPage>(
        `/api/medical/medications${queryString({ ...params, limit: MEDICATIONS_PAGE_SIZE, cursor: pageParam })}`,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
}

export function useMedications(params: MedicationListParams, enabled = true) {
  return useInfiniteQuery({ ...medicationsQueryOptions(params), enabled })
}
