import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function deleteNotification(id: string) {
  return apiClient.delete<undefined>(`/api/notifications/${encodeURIComponent(id)}`)
}

export function useDeleteNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
