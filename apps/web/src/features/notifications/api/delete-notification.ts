import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function deleteNotification(id: string) {
  return apiClient.delete(`/api/notifications/${encodeURIComponent(id)}`, z.undefined())
}

export function useDeleteNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
