import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function markAllNotificationsRead() {
  return apiClient.post('/api/notifications/read-all', {}, z.object({ updated: z.number() }))
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
