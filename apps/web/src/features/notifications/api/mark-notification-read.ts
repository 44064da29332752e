import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function markNotificationRead(id: string) {
  return apiClient.post<undefined>(`/api/notifications/${encodeURIComponent(id)}/read`, {})
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
