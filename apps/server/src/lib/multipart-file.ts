import type { FastifyRequest } from 'fastify'
import { AppError, codedError } from './errors'

/** A multipart body busboy cannot read (no boundary, cut short): the client's fault, never a 500. */
export const unreadableUpload = codedError(
  'bad_multipart',
  400,
  'The upload could not be read. Please try again.',
)

/** Our own and Fastify's client errors as they are; busboy's plain errors become `unreadableUpload`. */
function asClientError(error: unknown) {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? error : unreadableUpload()
}

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
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch((error: unknown) => {
    throw asClientError(error)
  })
  if (!file) throw errors.missing()
  const bytes = await file.toBuffer().catch(() => {
    throw errors.tooLarge()
  })
  if (file.file.truncated) throw errors.tooLarge()
  if (bytes.length === 0) throw errors.missing()
  return { bytes, fileName: file.filename, mimeType: file.mimetype }
}

/**
 * A multipart form of text fields and one file (`fileField`), read in the order the browser sent them. The
 * file is refused while it streams: past `maxBytes` busboy stops keeping its bytes and `tooLarge` is thrown, so
 * nothing of an oversized file is held or stored. `missing` is thrown when the form has no such file (or an
 * empty one); other files are read to nothing. Text fields: the first value of each name.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    fileField: string
    maxBytes: number
    maxFields?: number
    errors: { missing: () => AppError; tooLarge: () => AppError }
  },
) {
  const { errors } = options
  if (!request.isMultipart()) throw errors.missing()
  const fields: Record<string, string> = {}
  let file: { bytes: Buffer; fileName: string; mimeType: string } | null = null
  const parts = request.parts({
    limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 10 },
  })
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          part.file.resume()
          continue
        }
        const bytes = await part.toBuffer().catch((error: unknown) => {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? errors.tooLarge() : error
        })
        if (part.file.truncated) throw errors.tooLarge()
        file = { bytes, fileName: part.filename, mimeType: part.mimetype }
      } else if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    throw asClientError(error)
  }
  if (!file || file.bytes.length === 0) throw errors.missing()
  return { file, fields }
}
