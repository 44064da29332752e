import { apiClient } from '@/lib/api-client'

/** PATCH /api/profile { data_saver }: the account keeps the reader's data saver choice (issue 18). */
export function saveDataSaver(on: boolean) {
  return apiClient.patch<unknown>('/api/profile', { data_saver: on })
}
