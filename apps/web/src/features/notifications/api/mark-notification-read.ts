import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function markNotificationRead(id: string) {
  return apiClient.post(`/api/notifications/${encodeURIComponent(id)}/read`, {}, z.undefined())
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
