import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient, apiRequest } from '@/lib/api-client'
import type { OwnerRestaurant, RestaurantBody } from './food-dashboard-types'
import { foodDashboardKeys, restaurantPath } from './query-keys'

function useRefresh() {
  const queryClient = useQueryClient()
  // The public list (/food) shows the same restaurants.
  return () =>
    Promise.all(
      [foodDashboardKeys.all, ['restaurants']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

/** POST /api/food-dashboard/restaurants. */
export function useCreateRestaurant() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: RestaurantBody) =>
      apiClient.post<OwnerRestaurant>('/api/food-dashboard/restaurants', input),
    onSuccess: refresh,
  })
}

/** PATCH /api/food-dashboard/restaurants/{id}: any of the fields; `is_active` is the open/closed switch. */
export function useUpdateRestaurant() {
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<RestaurantBody> }) =>
      apiClient.patch<OwnerRestaurant>(restaurantPath(id), patch),
    onSuccess: (saved) => {
      // The switch shows its new state at once, before the list is asked again.
      queryClient.setQueryData<{ restaurants: OwnerRestaurant[] }>(
        foodDashboardKeys.restaurants,
        (data) =>
          data && {
            restaurants: data.restaurants.map((restaurant) =>
              restaurant.id === saved.id ? saved : restaurant,
            ),
          },
      )
      return refresh()
    },
  })
}

/** POST /api/food-dashboard/restaurants/{id}/image (multipart `file`): the server resizes it and keeps its URL. */
export function useUploadRestaurantImage() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<{ image_url: string }>(`${restaurantPath(id)}/image`, { method: 'POST', body })
    },
    onSuccess: refresh,
  })
}
