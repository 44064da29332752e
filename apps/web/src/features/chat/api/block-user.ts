import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** POST /api/chat/blocks {user_id}, or DELETE /api/chat/blocks/:userId to unblock. */
export function setBlocked(userId: string, blocked: boolean) {
  return blocked
    ? apiClient.post<void>('/api/chat/blocks', { user_id: userId })
    : apiClient.delete<void>(`/api/chat/blocks/${encodeURIComponent(userId)}`)
}

export function useSetBlocked() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => setBlocked(userId, blocked),
    // The conversations' blocked flags.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  })
}
