import { apiClient } from '@/lib/api-client'
import type { Point } from './driver-dashboard-types'
import { driverApi } from './query-keys'

/** PUT /api/driver-dashboard/position (204): the latest position; during a trip the rider sees it move. */
export const sendDriverPosition = (position: Point & { heading?: number | null }) =>
  apiClient.put<undefined>(`${driverApi}/position`, position)
