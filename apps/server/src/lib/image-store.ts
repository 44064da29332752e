import { randomBytes } from 'node:crypto'
import { UPLOAD_MAX_SIDE, UPLOAD_WIDTHS } from '@soko/shared/common/demo-pictures'
import sharp from 'sharp'
import { codedError } from './errors'
import type { FileStorage } from './file-storage'

export const imageMissing = codedError('image_missing', 400, 'Please choose an image to upload.')
export const imageNotAnImage = codedError(
  'image_not_an_image',
  400,
  'The file must be a JPEG, PNG or WebP image.',
)
export const imageTooLarge = codedError('image_too_large', 413, 'The image must be at most 2 MB.')
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

/**
 * Checks the bytes really are an image, fits it within `maxSide` px as WebP, and stores it under
 * storage under uploads/folder; returns its public address. A picture stored at the full 1200 px also gets
 * 240 and 480 px copies beside it (`<name>-1200.webp`, `-480.webp`, `-240.webp`): the web offers them in
 * `srcset` and takes the smallest with data saver (packages/shared/src/common/demo-pictures.ts, issue 18).
 */
export async function storeWebpImage(
  storage: FileStorage,
  folder: string,
  bytes: Buffer,
  maxSide = UPLOAD_MAX_SIDE,
) {
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge()
  const widths = maxSide === UPLOAD_MAX_SIDE ? [maxSide, ...UPLOAD_WIDTHS] : [maxSide]
  let pictures: Buffer[]
  try {
    const metadata = await sharp(bytes).metadata()
    if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw imageNotAnImage()
    pictures = await Promise.all(
      widths.map((side) =>
        sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: side < 600 ? 72 : 80 })
          .toBuffer(),
      ),
    )
  } catch {
    throw imageNotAnImage()
  }
  const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`
  const keyOf = (side: number) =>
    `uploads/${folder}/${widths.length > 1 ? `${name}-${side}.webp` : `${name}.webp`}`
  await Promise.all(
    widths.map((side, index) => storage.put(keyOf(side), pictures[index]!, { contentType: 'image/webp' })),
  )
  return { url: storage.publicUrl(keyOf(maxSide)) }
}

/**
 * Removes a picture `storeWebpImage` stored under uploads/`folder` (every size of it). Any other address (a demo
 * picture, a link, another folder's file) is left alone; a file left behind is only disk space, so a failure to
 * remove one is ignored.
 */
export async function removeStoredImage(
  storage: FileStorage,
  folder: string,
  url: string | null | undefined,
) {
  const key = storage.keyOfUrl(url)
  if (!key?.startsWith(`uploads/${folder}/`)) return
  const sizes = key.endsWith(`-${UPLOAD_MAX_SIDE}.webp`)
    ? UPLOAD_WIDTHS.map((width) => key.replace(/-\d+\.webp$/, `-${width}.webp`))
    : []
  await Promise.all([key, ...sizes].map((each) => storage.remove(each).catch(() => undefined)))
}
