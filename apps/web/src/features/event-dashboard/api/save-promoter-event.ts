import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient, apiRequest } from '@/lib/api-client'
import type { PromoterEvent, PromoterEventInput } from './event-dashboard-types'
import { eventDashboardKeys } from './query-keys'

function useRefresh() {
  const queryClient = useQueryClient()
  // The public list (/events) shows the same events.
  return () =>
    Promise.all(
      [eventDashboardKeys.all, ['events']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

const eventPath = (id: string) => `/api/event-dashboard/events/${encodeURIComponent(id)}`

/** POST /api/event-dashboard/events. */
export function useCreatePromoterEvent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: PromoterEventInput) =>
      apiClient.post<PromoterEvent>('/api/event-dashboard/events', input),
    onSuccess: refresh,
  })
}

/** PATCH /api/event-dashboard/events/{id}: any of the fields; `is_active` publishes or unpublishes. */
export function useUpdatePromoterEvent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<PromoterEventInput> }) =>
      apiClient.patch<PromoterEvent>(eventPath(id), patch),
    onSuccess: refresh,
  })
}

/** POST /api/event-dashboard/events/{id}/image (multipart `file`): the server resizes it and keeps its URL. */
export function useUploadEventImage() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<{ image_url: string }>(`${eventPath(id)}/image`, { method: 'POST', body })
    },
    onSuccess: refresh,
  })
}
