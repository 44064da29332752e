import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminRestaurant } from '@soko/shared/food/food.schema'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** PATCH /api/admin/restaurants/{id} { is_suspended } (audited by the server). */
export function useSetRestaurantSuspended() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      apiClient.patch<AdminRestaurant>(`/api/admin/restaurants/${encodeURIComponent(id)}`, {
        is_suspended: suspended,
      }),
    // The public list (/food) drops or shows it again.
    onSuccess: () =>
      Promise.all(
        [adminKeys.restaurants, adminKeys.audit, ['restaurants']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
