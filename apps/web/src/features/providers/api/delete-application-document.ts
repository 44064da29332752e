import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** DELETE /api/provider-applications/documents/{id}: only a document no application names yet. */
export function deleteApplicationDocument(id: string) {
  return apiClient.delete<void>(`/api/provider-applications/documents/${encodeURIComponent(id)}`)
}

export function useDeleteApplicationDocument() {
  return useMutation({ mutationFn: deleteApplicationDocument })
}
