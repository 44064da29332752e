import type { FastifyRequest } from 'fastify'
import type { AppError } from './errors'

/**
 * The one file of a multipart upload (field "file"), read whole, within `maxBytes`. `missing` is thrown when
 * the request has no file, `tooLarge` when it is over the limit: the caller's own coded errors.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  errors: { missing: () => AppError; tooLarge: () => AppError },
) {
  if (!request.isMultipart()) throw errors.missing()
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!file) throw errors.missing()
  const bytes = await file.toBuffer().catch(() => {
    throw errors.tooLarge()
  })
  if (file.file.truncated) throw errors.tooLarge()
  if (bytes.length === 0) throw errors.missing()
  return { bytes, fileName: file.filename, mimeType: file.mimetype }
}
