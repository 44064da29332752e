import { randomBytes } from 'node:crypto'
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
 * storage under uploads/folder; returns its public address.
 */
export async function storeWebpImage(storage: FileStorage, folder: string, bytes: Buffer, maxSide = 1200) {
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge()
  let webp: Buffer
  try {
    const metadata = await sharp(bytes).metadata()
    if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw imageNotAnImage()
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    throw imageNotAnImage()
  }
  const key = `uploads/${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.webp`
  await storage.put(key, webp, { contentType: 'image/webp' })
  return { url: storage.publicUrl(key) }
}
