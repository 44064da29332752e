import { DOCUMENT_MAX_BYTES } from '@soko/shared/providers/provider.constants'
import { createDocumentStore } from '../../lib/document-store'
import type { FileStorage } from '../../lib/file-storage'
import { documentTooLarge, documentType } from './providers.errors'

/**
 * Application documents (decision 015): PDF, JPEG, PNG or WebP, at most 5 MB, in the private document store;
 * only the admin route streams them, after its role check.
 */
export const createApplicationDocumentStore = (storage: FileStorage) =>
  createDocumentStore(storage, {
    maxBytes: DOCUMENT_MAX_BYTES,
    kinds: ['pdf', 'jpeg', 'png', 'webp'],
    errors: { tooLarge: documentTooLarge, type: documentType },
  })
