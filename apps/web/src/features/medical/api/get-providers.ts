import { MEDICAL_PAGE_SIZE } from '@soko/shared/medical/medical.constants'
import type { MedicalProvider } from '@soko/shared/medical/medical.schema'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { medicalKeys, providerPath, queryString } from './query-keys'

export interface ProviderListParams {
  search?: string
  specialization_id?: string
}

interface ProviderPage {
  items: MedicalProvider[]
  next_cursor: string | null
}

/** GET /api/medical/providers: active, verified providers by rating, page after page (keyset cursor). */
export function providersQueryOptions(params: ProviderListParams) {
  return infiniteQueryOptions({
    queryKey: medicalKeys.providers(params),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<ProviderPage>(
        `/api/medical/providers${queryString({ ...params, limit: MEDICAL_PAGE_SIZE, cursor: pageParam })}`,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
    // A new search keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useProviders(params: ProviderListParams, enabled = true) {
  return useInfiniteQuery({ ...providersQueryOptions(params), enabled })
}

/** GET /api/medical/providers/:id (the booking dialog after signing in). */
export function providerQueryOptions(id: string) {
  return queryOptions({
    queryKey: medicalKeys.provider(id),
    queryFn: ({ signal }) => apiClient.get<MedicalProvider>(providerPath(id), signal),
    staleTime: 60_000,
  })
}

export function useProvider(id: string, initial?: MedicalProvider) {
  return useQuery({ ...providerQueryOptions(id), initialData: initial })
}
