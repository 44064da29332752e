import {
  applicationDocumentSchema,
  applicationSchema,
  bookingListSchema,
  bookingSchema,
  createApplicationSchema,
  createBookingSchema,
  createServiceReviewSchema,
  directoryPageSchema,
  directoryQuerySchema,
  providerAnalyticsSchema,
  providerBookingsQuerySchema,
  providerCategorySchema,
  providerDashboardSchema,
  providerHubSchema,
  providerPageSchema,
  providerProfileSchema,
  updateBookingStatusSchema,
  updateProviderProfileSchema,
} from '@soko/shared/providers/provider.schema'
import { DOCUMENT_MAX_BYTES } from '@soko/shared/providers/provider.constants'
import { idParams } from '../../lib/params'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FileStorage } from '../../lib/file-storage'
import { storeWebpImage } from '../../lib/image-store'
import { readUploadedFile } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { imageUploadRoute } from '../../plugins/image-upload'
import type { ApplicationsService } from './applications.service'
import type { BookingsService } from './bookings.service'
import type { DirectoryService } from './directory.service'
import { documentMissing, documentTooLarge } from './providers.errors'

const params = idParams()
const noContent = { 204: z.null() }

type Deps = {
  applications: ApplicationsService
  bookings: BookingsService
  directory: DirectoryService
  storage: FileStorage
}

/** Under /api: the directory (public), applications and bookings (signed in), the provider portal. */
export const providersRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { applications, bookings, directory, storage },
) => {
  const guard = { onRequest: app.requireUser }

  // ---- directory (public)
  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The services directory: approved, active providers',
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30')
      return directory.list(request.query)
    },
  )
  app.get(
    '/services/:id',
    { schema: { tags: ['services'], params, response: { 200: providerPageSchema } } },
    async (request) => directory.page(request.params.id),
  )

  // ---- applications (signed in)
  app.get(
    '/provider-hub',
    { ...guard, schema: { tags: ['applications'], response: { 200: providerHubSchema } } },
    async (request) => applications.hub(currentUserId(request)),
  )
  app.get(
    '/provider-applications',
    {
      ...guard,
      schema: {
        tags: ['applications'],
        response: { 200: z.object({ applications: z.array(applicationSchema) }) },
      },
    },
    async (request) => ({ applications: await applications.mine(currentUserId(request)) }),
  )
  app.post(
    '/provider-applications/documents',
    {
      ...guard,
      schema: {
        tags: ['applications'],
        summary: 'Upload a document (multipart field "file": PDF, JPEG, PNG or WebP, at most 5 MB)',
        response: { 201: applicationDocumentSchema },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await readUploadedFile(request, DOCUMENT_MAX_BYTES, {
        missing: documentMissing,
        tooLarge: documentTooLarge,
      })
      const document = await applications.uploadDocument(currentUserId(request), {
        fileName,
        bytes,
      })
      return reply.status(201).send(document)
    },
  )
  app.delete(
    '/provider-applications/documents/:id',
    { ...guard, schema: { tags: ['applications'], params, response: noContent } },
    async (request, reply) => {
      await applications.deleteDocument(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  app.post(
    '/provider-applications',
    {
      ...guard,
      schema: { tags: ['applications'], body: createApplicationSchema, response: { 201: applicationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await applications.submit(currentUserId(request), request.body)),
  )

  // ---- bookings (customer)
  app.post(
    '/services/:id/bookings',
    {
      ...guard,
      schema: { tags: ['bookings'], params, body: createBookingSchema, response: { 201: bookingSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await bookings.create(currentUserId(request), request.params.id, request.body)),
  )
  app.get(
    '/bookings',
    { ...guard, schema: { tags: ['bookings'], response: { 200: bookingListSchema } } },
    async (request) => ({ bookings: await bookings.customerBookings(currentUserId(request)) }),
  )
  app.post(
    '/bookings/:id/cancel',
    { ...guard, schema: { tags: ['bookings'], params, response: { 200: bookingSchema } } },
    async (request) => bookings.cancel(currentUserId(request), request.params.id),
  )
  app.post(
    '/bookings/:id/review',
    {
      ...guard,
      schema: {
        tags: ['bookings'],
        params,
        body: createServiceReviewSchema,
        response: { 201: bookingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookings.review(currentUserId(request), request.params.id, request.body)),
  )

  // ---- provider portal (an approved profile; 403 provider_access_required otherwise)
  const portal = { tags: ['provider portal'] }
  app.get(
    '/provider/profiles',
    {
      ...guard,
      schema: { ...portal, response: { 200: z.object({ profiles: z.array(providerProfileSchema) }) } },
    },
    async (request) => ({ profiles: await bookings.ownProfiles(currentUserId(request)) }),
  )
  app.patch(
    '/provider/profiles/:id',
    {
      ...guard,
      schema: {
        ...portal,
        params,
        body: updateProviderProfileSchema,
        response: { 200: providerProfileSchema },
      },
    },
    async (request) => bookings.updateProfile(currentUserId(request), request.params.id, request.body),
  )
  imageUploadRoute(app, {
    url: '/provider/uploads/image',
    ...guard,
    tags: portal.tags,
    summary: 'Upload a profile, banner or gallery picture (multipart "file": JPEG, PNG or WebP, 2 MB)',
    allow: (request) => bookings.approvedProfiles(currentUserId(request)),
    store: (bytes) => storeWebpImage(storage, 'providers', bytes),
  })
  app.get(
    '/provider/dashboard',
    {
      ...guard,
      schema: {
        ...portal,
        querystring: z.object({ provider_type: providerCategorySchema.optional() }),
        response: { 200: providerDashboardSchema },
      },
    },
    async (request) => bookings.dashboard(currentUserId(request), request.query.provider_type),
  )
  app.get(
    '/provider/bookings',
    {
      ...guard,
      schema: { ...portal, querystring: providerBookingsQuerySchema, response: { 200: bookingListSchema } },
    },
    async (request) => ({ bookings: await bookings.providerBookings(currentUserId(request), request.query) }),
  )
  app.patch(
    '/provider/bookings/:id',
    {
      ...guard,
      schema: { ...portal, params, body: updateBookingStatusSchema, response: { 200: bookingSchema } },
    },
    async (request) => bookings.updateStatus(currentUserId(request), request.params.id, request.body),
  )
  app.get(
    '/provider/analytics',
    {
      ...guard,
      schema: {
        ...portal,
        querystring: z.object({ weeks: z.coerce.number().int().min(4).max(52).default(12) }),
        response: { 200: providerAnalyticsSchema },
      },
    },
    async (request) => bookings.analytics(currentUserId(request), request.query.weeks),
  )
}
