import { randomBytes } from 'node:crypto'
import { DOCUMENT_MAX_BYTES } from '@soko/shared/providers/provider.constants'
import type { FileStorage } from '../../lib/file-storage'
import { documentTooLarge, documentType } from './providers.errors'

/** What the bytes are, from their first bytes: the browser's word (name, MIME type) is not trusted. */
export function sniffDocumentType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp'
  return null
}

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** A file name fit for a Content-Disposition header and a list: no paths, no control characters. */
export function cleanFileName(name: string, contentType: string) {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 120)
  return base || `document.${extensions[contentType] ?? 'bin'}`
}

const keyOf = (storageKey: string) => `documents/${storageKey.replace(/[^\w.-]/g, '')}`

/**
 * Application documents live under `documents/` of the file storage (DATA_DIR/documents or the bucket),
 * outside the public `uploads/`: only the admin route streams them, after its role check (decision 015).
 */
export function createDocumentStore(storage: FileStorage) {
  return {
    async save(bytes: Buffer) {
      if (bytes.length > DOCUMENT_MAX_BYTES) throw documentTooLarge()
      const contentType = sniffDocumentType(bytes)
      if (!contentType) throw documentType()
      const storageKey = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extensions[contentType]}`
      await storage.put(keyOf(storageKey), bytes, { contentType, private: true })
      return { storageKey, contentType, sizeBytes: bytes.length }
    },
    /** The document's bytes, or null when the file is gone. */
    async open(storageKey: string) {
      return (await storage.get(keyOf(storageKey)))?.body ?? null
    },
    async remove(storageKey: string) {
      await storage.remove(keyOf(storageKey))
    },
  }
}
export type DocumentStore = ReturnType<typeof createDocumentStore>
