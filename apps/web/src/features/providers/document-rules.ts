import { formatNumber } from '@soko/shared/money/format-money'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_COUNT,
  documentContentTypes,
} from '@soko/shared/providers/provider.constants'

/** Why a chosen file cannot be uploaded; the screen shows `providerHub.documents.errors.<problem>`. */
export type DocumentProblem = 'tooMany' | 'tooLarge' | 'type'

const allowedTypes: readonly string[] = documentContentTypes
const allowedExtensions = /\.(pdf|jpe?g|png|webp)$/i

/**
 * The checks the server makes again (docs/providers-api.md): PDF, JPEG, PNG or WebP, at most 5 MB each and
 * 5 in all. `count` is how many the application already holds (uploaded or on their way).
 */
export function documentProblem(file: Pick<File, 'name' | 'size' | 'type'>, count: number) {
  if (count >= DOCUMENT_MAX_COUNT) return 'tooMany' satisfies DocumentProblem
  // Some systems give no type for a file; its name decides then (the server reads the bytes anyway).
  const typeOk = file.type ? allowedTypes.includes(file.type) : allowedExtensions.test(file.name)
  if (!typeOk) return 'type' satisfies DocumentProblem
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge' satisfies DocumentProblem
  return null
}

/** 240 KB / 1.4 MB */
export function formatFileSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 1)} KB`
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`
}
