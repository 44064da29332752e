import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pictureSources } from '@soko/shared/common/demo-pictures'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createDiskStorage } from './file-storage'
import { storeWebpImage } from './image-store'

const dataDir = mkdtempSync(join(tmpdir(), 'soko-images-'))
const storage = createDiskStorage(dataDir)
const uploadsDir = join(dataDir, 'uploads')
afterAll(() => {
  storage.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 22, g: 101, b: 52 } } })
    .jpeg()
    .toBuffer()

describe('an uploaded picture (issue 18: smaller pictures)', () => {
  it('is stored at 1200, 480 and 240 px, and the web offers all three, the smallest alone with data saver', async () => {
    const { url } = await storeWebpImage(storage, 'products', await photo(1600, 1600))
    expect(url).toMatch(/^\/uploads\/products\/[a-z0-9]+-[0-9a-f]{12}-1200\.webp$/)
    const base = url.replace(/-1200\.webp$/, '').replace('/uploads/products/', '')
    const files = readdirSync(join(uploadsDir, 'products')).filter((file) => file.startsWith(base))
    expect(files.sort()).toEqual([`${base}-1200.webp`, `${base}-240.webp`, `${base}-480.webp`])
    for (const [file, width] of [
      [`${base}-240.webp`, 240],
      [`${base}-480.webp`, 480],
      [`${base}-1200.webp`, 1200],
    ] as const) {
      expect((await sharp(join(uploadsDir, 'products', file)).metadata()).width).toBe(width)
    }

    const prefix = url.replace(/-1200\.webp$/, '')
    expect(pictureSources(url)).toEqual({
      src: url,
      srcSet: `${prefix}-240.webp 240w, ${prefix}-480.webp 480w, ${url} 1200w`,
    })
    expect(pictureSources(url, { dataSaver: true })).toEqual({ src: `${prefix}-240.webp` })
  })

  it('an older upload in one width, or any other address, stands alone', () => {
    expect(pictureSources('/uploads/products/mine.webp', { dataSaver: true })).toEqual({
      src: '/uploads/products/mine.webp',
    })
    expect(pictureSources('/demo/products/book-480.webp', { dataSaver: true })).toEqual({
      src: '/demo/products/book-240.webp',
    })
  })
})
