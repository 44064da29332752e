import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { AgentListing } from '../dashboard-types'
import { dashboardKeys, listingPath } from './query-keys'

type Images = { images: string[] }

/** The listing's pictures as the server answered, at once in the list (the first is the cover). */
function useShowImages() {
  const queryClient = useQueryClient()
  return (id: string, { images }: Images) =>
    queryClient.setQueryData<{ items: AgentListing[] }>(dashboardKeys.listings, (current) =>
      current
        ? {
            items: current.items.map((item) =>
              item.id === id ? { ...item, images, image_url: images[0] ?? null } : item,
            ),
          }
        : current,
    )
}

/** POST /listings/:id/images, multipart `file` (JPEG, PNG or WebP, 2 MB; 409 too_many_images). */
export function useUploadListingImage() {
  const show = useShowImages()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<Images>(`${listingPath(id)}/images`, { method: 'POST', body })
    },
    onSuccess: (answer, { id }) => show(id, answer),
  })
}

/** DELETE /listings/:id/images/:index */
export function useRemoveListingImage() {
  const show = useShowImages()
  return useMutation({
    mutationFn: ({ id, index }: { id: string; index: number }) =>
      apiRequest<Images>(`${listingPath(id)}/images/${index}`, { method: 'DELETE' }),
    onSuccess: (answer, { id }) => show(id, answer),
  })
}
