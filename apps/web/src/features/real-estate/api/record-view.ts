import { apiRequest } from '@/lib/api-client'
import { propertyPath } from './query-keys'

/**
 * POST /api/properties/:id/views (204): the server counts one view per visitor and day. A failure changes
 * nothing the reader sees, so it is dropped.
 */
export function recordPropertyView(id: string) {
  return apiRequest<void>(`${propertyPath(id)}/views`, { method: 'POST' }).catch(() => undefined)
}
