import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ApplicationDocument } from './provider-types'

/** POST /api/provider-applications/documents: one file as multipart field "file" (docs/providers-api.md). */
export function uploadApplicationDocument(file: File) {
  const body = new FormData()
  body.append('file', file)
  return apiClient.post<ApplicationDocument>('/api/provider-applications/documents', body)
}

export function useUploadApplicationDocument() {
  return useMutation({ mutationFn: uploadApplicationDocument })
}
