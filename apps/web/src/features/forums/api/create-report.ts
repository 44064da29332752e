import type { CreateReport } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/community/reports: one report per user per item (409 community.already_reported after). */
export function createReport(body: CreateReport) {
  return apiClient.post<{ id: string }>('/api/community/reports', body)
}
