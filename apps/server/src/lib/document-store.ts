import { randomBytes } from 'node:crypto'
import type { AppError } from './errors'
import type { FileStorage } from './file-storage'

// Private documents (decision 015): a provider's application documents, a job applicant's CV. They live under
// `documents/` of the file storage (DATA_DIR/documents or the bucket), outside the public `uploads/`; only a
// route that has checked who asks streams one back. The type is read from the bytes: the browser's word (file
// name, MIME type) is not trusted.

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

/** The names of a ZIP archive's entries, from its central directory; null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65 535, at the end.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const entries = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const names: string[] = []
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    if (at + 46 + nameLength > bytes.length) return null
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** Every kind of document the store knows, with how its bytes start and what it is called. */
const documentKinds = {
  pdf: {
    contentType: 'application/pdf',
    extension: 'pdf',
    matches: (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  jpeg: {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (bytes: Buffer) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  png: {
    contentType: 'image/png',
    extension: 'png',
    matches: (bytes: Buffer) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  webp: {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (bytes: Buffer) =>
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
      bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  /** Word 97-2003: an OLE compound file. */
  doc: {
    contentType: 'application/msword',
    extension: 'doc',
    matches: (bytes: Buffer) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  /** Word 2007 and later: a ZIP whose entries include the document part. */
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    matches: (bytes: Buffer) => zipEntryNames(bytes)?.includes('word/document.xml') ?? false,
  },
} as const
export type DocumentKind = keyof typeof documentKinds

/** What the bytes are, among the allowed kinds; null for anything else. */
export function sniffDocumentType(bytes: Buffer, allowed: readonly DocumentKind[]) {
  const kind = allowed.find((name) => documentKinds[name].matches(bytes))
  return kind ? { kind, ...documentKinds[kind] } : null
}

const extensionOf = (contentType: string) =>
  Object.values(documentKinds).find((kind) => kind.contentType === contentType)?.extension ?? 'bin'

/** A file name fit for a Content-Disposition header and a list: no paths, no control characters. */
export function cleanFileName(name: string, contentType: string) {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 120)
  return base || `document.${extensionOf(contentType)}`
}

const keyOf = (storageKey: string) => `documents/${storageKey.replace(/[^\w.-]/g, '')}`

export type DocumentStoreOptions = {
  maxBytes: number
  /** The kinds this store takes, read from the bytes. */
  kinds: readonly DocumentKind[]
  /** The caller's own coded errors: over `maxBytes`, and not one of `kinds`. */
  errors: { tooLarge: () => AppError; type: () => AppError }
}

/** A private document store over the file storage, for one use (its size limit, kinds and errors). */
export function createDocumentStore(storage: FileStorage, { maxBytes, kinds, errors }: DocumentStoreOptions) {
  return {
    /** Checks and keeps the bytes; throws the caller's errors before anything is written. */
    async save(bytes: Buffer) {
      if (bytes.length > maxBytes) throw errors.tooLarge()
      const sniffed = sniffDocumentType(bytes, kinds)
      if (!sniffed) throw errors.type()
      const storageKey = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${sniffed.extension}`
      await storage.put(keyOf(storageKey), bytes, { contentType: sniffed.contentType, private: true })
      return { storageKey, contentType: sniffed.contentType, sizeBytes: bytes.length }
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
