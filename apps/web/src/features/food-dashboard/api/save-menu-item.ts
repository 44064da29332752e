import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient, apiRequest } from '@/lib/api-client'
import type { MenuItem, MenuItemBody } from './food-dashboard-types'
import { foodDashboardKeys, menuItemPath, restaurantPath } from './query-keys'

function useRefresh() {
  const queryClient = useQueryClient()
  // The public menu (/food) shows the same dishes.
  return () =>
    Promise.all(
      [foodDashboardKeys.all, ['restaurants']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

/** POST /api/food-dashboard/restaurants/{id}/menu. */
export function useCreateMenuItem(restaurantId: string) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: MenuItemBody) =>
      apiClient.post<MenuItem>(`${restaurantPath(restaurantId)}/menu`, input),
    onSuccess: refresh,
  })
}

/** PATCH /api/food-dashboard/menu-items/{id}: any of the fields; `is_available` is the dish's switch. */
export function useUpdateMenuItem() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<MenuItemBody> }) =>
      apiClient.patch<MenuItem>(menuItemPath(id), patch),
    onSuccess: refresh,
  })
}

/** DELETE /api/food-dashboard/menu-items/{id}. */
export function useDeleteMenuItem() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<unknown>(menuItemPath(id)),
    onSuccess: refresh,
  })
}

/** POST /api/food-dashboard/menu-items/{id}/image (multipart `file`). */
export function useUploadMenuItemImage() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<{ image_url: string }>(`${menuItemPath(id)}/image`, { method: 'POST', body })
    },
    onSuccess: refresh,
  })
}
