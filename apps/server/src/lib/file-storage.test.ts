import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../test/s3-server'
import { createDiskStorage, createS3Storage, readAll, type FileStorage } from './file-storage'

// One storage interface, two implementations: the same tests run against a folder and against an
// S3-compatible server (s3rver, started here) through the AWS SDK v3 client (decision 015).

const dataDir = mkdtempSync(join(tmpdir(), 'soko-storage-'))
let s3: Awaited<ReturnType<typeof startS3Server>>
const stores: Record<string, FileStorage> = {}

beforeAll(async () => {
  s3 = await startS3Server()
  stores.disk = createDiskStorage(dataDir)
  stores.s3 = await createS3Storage(s3.config)
})
afterAll(async () => {
  for (const store of Object.values(stores)) store.close()
  await s3.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe.each(['disk', 's3'])('file storage on %s', (name) => {
  const store = () => stores[name]!

  it('keeps a picture and gives it back with its type, at its public address', async () => {
    const bytes = Buffer.from(`RIFF....WEBP ${name}`)
    await store().put('uploads/products/a1-picture.webp', bytes, { contentType: 'image/webp' })
    const file = await store().get('uploads/products/a1-picture.webp')
    expect(file?.contentType).toBe('image/webp')
    expect(await readAll(file!.body)).toEqual(bytes)
    expect(store().publicUrl('uploads/products/a1-picture.webp')).toBe('/uploads/products/a1-picture.webp')
    expect(store().keyOfUrl('/uploads/products/a1-picture.webp')).toBe('uploads/products/a1-picture.webp')
  })

  it('keeps a private document', async () => {
    const pdf = Buffer.from('%PDF-1.4 private')
    await store().put('documents/x1-id.pdf', pdf, { contentType: 'application/pdf', private: true })
    expect(await readAll((await store().get('documents/x1-id.pdf'))!.body)).toEqual(pdf)
  })

  it('gives Word CVs back with their type (.doc, .docx)', async () => {
    const types = {
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }
    for (const [extension, contentType] of Object.entries(types)) {
      await store().put(`documents/x2-cv.${extension}`, Buffer.from('cv'), { contentType, private: true })
      expect((await store().get(`documents/x2-cv.${extension}`))?.contentType).toBe(contentType)
    }
  })

  it('answers null for a file it does not have, and forgets a removed one', async () => {
    expect(await store().get('uploads/products/none.webp')).toBeNull()
    await store().put('uploads/avatars/gone.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await store().remove('uploads/avatars/gone.webp')
    expect(await store().get('uploads/avatars/gone.webp')).toBeNull()
    // Removing what is not there is fine (an account erased twice).
    await store().remove('uploads/avatars/gone.webp')
  })

  it('refuses a key that could escape its place', async () => {
    for (const key of ['../etc/passwd', 'uploads/../documents/x.pdf', 'documents/a/../../b', 'other/x.webp'])
      await expect(store().put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /Bad storage key/,
      )
    expect(store().keyOfUrl('/documents/x1-id.pdf')).toBeNull()
    expect(store().keyOfUrl('/demo/products/kettle.webp')).toBeNull()
    expect(store().keyOfUrl('https://example.com/uploads/products/a.webp')).toBeNull()
  })

  it('is reachable', async () => {
    await store().ping()
  })
})

describe('file storage on S3 with a public address', () => {
  it('gives pictures the bucket’s public address and knows both forms of it', async () => {
    const store = await createS3Storage({ ...s3.config, publicUrl: `${s3.endpoint}/${s3.config.bucket}` })
    await store.put('uploads/products/b2-public.webp', Buffer.from('pic'), { contentType: 'image/webp' })
    const url = store.publicUrl('uploads/products/b2-public.webp')
    expect(url).toBe(`${s3.endpoint}/soko-test/uploads/products/b2-public.webp`)
    expect(await (await fetch(url)).text()).toBe('pic')
    expect(store.keyOfUrl(url)).toBe('uploads/products/b2-public.webp')
    expect(store.keyOfUrl('/uploads/products/b2-public.webp')).toBe('uploads/products/b2-public.webp')
    store.close()
  })

  it('says it cannot be reached when the bucket does not exist', async () => {
    const store = await createS3Storage({ ...s3.config, bucket: 'no-such-bucket' })
    await expect(store.ping()).rejects.toThrow()
    store.close()
  })
})
