import { uploadedImageSchema } from '@soko/shared/admin/admin.schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IMAGE_MAX_BYTES, imageMissing, imageNotAnImage, imageTooLarge } from '../lib/image-store'
import { readUploadedFile } from '../lib/multipart-file'

/**
 * A picture upload route (the admin's and a vendor's product pictures, a provider's profile pictures): one
 * multipart field "file", JPEG, PNG or WebP, at most 2 MB, answered 201 with the stored picture's address.
 * The route's texts and what it stores come from the caller; `allow` runs first and throws the caller's own
 * refusal (a 403 before a byte of the upload is read).
 */
export function imageUploadRoute(
  app: FastifyInstance,
  options: {
    url: string
    tags: string[]
    summary: string
    onRequest?: (request: FastifyRequest) => Promise<void>
    allow?: (request: FastifyRequest) => Promise<unknown>
    store: (bytes: Buffer, request: FastifyRequest) => Promise<{ url: string }>
  },
) {
  app.post(
    options.url,
    {
      ...(options.onRequest && { onRequest: options.onRequest }),
      schema: { tags: options.tags, summary: options.summary, response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      await options.allow?.(request)
      const { bytes, mimeType } = await readUploadedFile(request, IMAGE_MAX_BYTES, {
        missing: imageMissing,
        tooLarge: imageTooLarge,
      })
      if (!mimeType.startsWith('image/')) throw imageNotAnImage()
      return reply.status(201).send(await options.store(bytes, request))
    },
  )
}
