import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportStatus, ReportTargetType } from '@soko/shared/community/community.constants'
import type { ReportQueue, ReportedItem } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export type { ReportQueue, ReportedItem }

export const COMMUNITY_QUEUE_PAGE_SIZE = 20

export interface CommunityQueueFilters {
  status: ReportStatus
  target_type?: ReportTargetType
  page: number
}

/** GET /api/admin/community/reports: reported items of a status, each with its reports, newest first. */
export const communityReportsQueryOptions = (filters: CommunityQueueFilters) =>
  queryOptions({
    queryKey: [...adminKeys.community, 'reports', filters] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ReportQueue>(
        withQuery('/api/admin/community/reports', { ...filters, limit: COMMUNITY_QUEUE_PAGE_SIZE }),
        signal,
      ),
    staleTime: ADMIN_LIST_FRESH_MS,
    // The list stays on screen while the next page or tab loads.
    placeholderData: keepPreviousData,
  })

export function useCommunityReports(filters: CommunityQueueFilters) {
  return useQuery(communityReportsQueryOptions(filters))
}
