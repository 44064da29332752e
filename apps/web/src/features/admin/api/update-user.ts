import type { AppRole } from '@soko/shared/users/profile.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminUser } from './admin-types'
import { adminKeys } from './query-keys'

function useInvalidateUsers() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [adminKeys.users, adminKeys.stats, adminKeys.audit].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** PUT /api/admin/users/:id/role { role }. */
export function useUpdateUserRole() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AppRole }) =>
      apiClient.put<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role }),
    onSuccess: invalidate,
  })
}

/** POST /api/admin/users/:id/suspend or /reactivate. */
export function useSetUserSuspended() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      apiClient.post<AdminUser>(
        `/api/admin/users/${encodeURIComponent(id)}/${suspended ? 'suspend' : 'reactivate'}`,
        {},
      ),
    onSuccess: invalidate,
  })
}

/** DELETE /api/admin/users/:id. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/admin/users/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  })
}
