import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DOCUMENT_MAX_BYTES } from '@soko/shared/providers/provider.constants'
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

/**
 * Application documents live under DATA_DIR/documents, outside the public /uploads folder: only the admin
 * route streams them, after its role check.
 */
export function createDocumentStore(root: string) {
  return {
    async save(bytes: Buffer) {
      if (bytes.length > DOCUMENT_MAX_BYTES) throw documentTooLarge()
      const contentType = sniffDocumentType(bytes)
      if (!contentType) throw documentType()
      const folder = join(root, 'documents')
      await mkdir(folder, { recursive: true })
      const storageKey = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extensions[contentType]}`
      await writeFile(join(folder, storageKey), bytes, { mode: 0o600 })
      return { storageKey, contentType, sizeBytes: bytes.length }
    },
    open(storageKey: string) {
      return createReadStream(join(root, 'documents', storageKey.replace(/[^\w.-]/g, '')))
    },
    async remove(storageKey: string) {
      await rm(join(root, 'documents', storageKey.replace(/[^\w.-]/g, '')), { force: true })
    },
  }
}
export type DocumentStore = ReturnType<typeof createDocumentStore>
