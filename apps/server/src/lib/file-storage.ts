import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import type { S3Config } from '../config'

/**
 * Where uploaded files live (decision 015): public pictures under `uploads/`, private documents under
 * `documents/`. One interface, two implementations: a folder on this machine (DATA_DIR) or an S3-compatible
 * bucket shared by every instance. A key is `uploads/<folder>/<file>` or `documents/<file>`.
 */
export type FileStorage = {
  kind: 'disk' | 's3'
  put(key: string, bytes: Buffer, options: { contentType: string; private?: boolean }): Promise<void>
  /** The file's bytes as a stream, or null when there is none under that key. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number | undefined } | null>
  remove(key: string): Promise<void>
  /** The address a browser fetches a public file at. */
  publicUrl(key: string): string
  /** The key of one of this storage's public addresses; null for any other address (demo pictures, links). */
  keyOfUrl(url: string | null | undefined): string | null
  /** Throws when the storage cannot be reached (readiness). */
  ping(): Promise<void>
  close(): void
}

const KEY = /^(uploads\/[a-z0-9-]+|documents)\/[\w][\w.-]{0,200}$/i

/** Keys come from our own code, but a stored row is still checked before it names a path or an object. */
export function assertKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`)
  return key
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
const typeOf = (key: string) => contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream'

const keyFromPath = (url: string, base: string) => {
  if (!url.startsWith(`${base}/uploads/`)) return null
  const key = url.slice(base.length + 1)
  return KEY.test(key) && !key.includes('..') ? key : null
}

/** Files under `root` (DATA_DIR): `root/uploads/...` is served at /uploads/, `root/documents` never. */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, assertKey(key))
  return {
    kind: 'disk',
    async put(key, bytes, options) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes, options.private ? { mode: 0o600 } : {})
    },
    async get(key) {
      const path = pathOf(key)
      const info = await stat(path).catch(() => null)
      if (!info?.isFile()) return null
      return { body: createReadStream(path), contentType: typeOf(key), size: info.size }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    publicUrl: (key) => `/${assertKey(key)}`,
    keyOfUrl: (url) => (url ? keyFromPath(url, '') : null),
    async ping() {
      await mkdir(join(root, 'uploads'), { recursive: true })
    },
    close() {},
  }
}

/**
 * Files in an S3-compatible bucket through the official AWS SDK v3 client. Documents are written private
 * (no ACL is ever granted; the bucket policy makes at most `uploads/` public) and only the app streams them,
 * after its permission check. Pictures are read by browsers at S3_PUBLIC_URL when it is set, else through
 * any instance's /uploads/ route.
 */
export async function createS3Storage(config: S3Config): Promise<FileStorage> {
  // Loaded only when a bucket is configured: the SDK is large, and one instance on disk never needs it.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    maxAttempts: 3,
  })
  const Bucket = config.bucket
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  return {
    kind: 's3',
    async put(key, bytes, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          Body: bytes,
          ContentType: options.contentType,
          // Pictures have a fresh name each time: browsers and CDNs may keep them for good.
          CacheControl: options.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }))
        if (!object.Body) return null
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? typeOf(key),
          size: object.ContentLength,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }))
    },
    publicUrl: (key) => `${config.publicUrl ?? ''}/${assertKey(key)}`,
    keyOfUrl: (url) =>
      url ? (keyFromPath(url, '') ?? (config.publicUrl ? keyFromPath(url, config.publicUrl) : null)) : null,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    close() {
      client.destroy()
    },
  }
}

export async function createFileStorage(config: {
  dataDir: string
  s3: S3Config | undefined
}): Promise<FileStorage> {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dataDir)
}

/** A readable for a Buffer or a stream (tests read small files whole). */
export async function readAll(body: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of Readable.from(body)) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
