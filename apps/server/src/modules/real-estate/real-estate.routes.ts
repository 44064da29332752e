import {
  agentListingListSchema,
  agentListingSchema,
  agentViewingListSchema,
  agentViewingSchema,
  agentViewingsQuerySchema,
  createSavedSearchSchema,
  declineViewingSchema,
  listingImagesSchema,
  listingStatusSchema,
  propertyCardSchema,
  propertyDetailSchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertyUpdateSchema,
  realEstateDashboardSchema,
  requestViewingSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedStateSchema,
  viewingListSchema,
  viewingSchema,
} from '@soko/shared/real-estate/real-estate.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IMAGE_MAX_BYTES, imageMissing, imageNotAnImage, imageTooLarge } from '../../lib/image-store'
import { readUploadedFile } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { RealEstateService, Viewer } from './real-estate.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const imageParams = z.object({ id: z.string().max(100), index: z.string().max(10) })
const noContent = { 204: z.null() }

/** Who counts as one visitor: the signed-in user, else the address and the browser. */
function viewerOf(request: FastifyRequest): Viewer {
  if (request.user) return { userId: request.user.id }
  return { ip: request.ip, agent: request.headers['user-agent'] ?? '' }
}

/**
 * Real estate's public and customer API (docs/real-estate-api.md), under /api: the list and pages (a signed-in
 * reader gets their saved state and viewing), views, saved properties, viewing requests and saved searches
 * (signed in: 401 otherwise).
 */
export const realEstateRoutes: FastifyPluginAsyncZod<{ realEstate: RealEstateService }> = async (
  app,
  { realEstate },
) => {
  const tags = ['real estate']
  const user = { onRequest: app.requireUser }

  app.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Available properties: search, filters, sort (newest: featured first), pages',
        querystring: propertyListQuerySchema,
        response: { 200: propertyPageSchema },
      },
    },
    async (request) => realEstate.list(request.query),
  )
  app.get(
    '/properties/saved',
    {
      ...user,
      schema: {
        tags,
        summary: 'My saved properties, newest save first',
        response: { 200: z.object({ items: z.array(propertyCardSchema) }) },
      },
    },
    async (request) => realEstate.saved(currentUserId(request)),
  )
  app.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: "A property's page (drafts and unpublished ones only to their agent and admins)",
        params,
        response: { 200: propertyDetailSchema },
      },
    },
    async (request) => {
      const viewer = await app.currentUser(request)
      return realEstate.detail(request.params.id, viewer?.id ?? null)
    },
  )
  app.post(
    '/properties/:id/views',
    {
      schema: {
        tags,
        summary: 'Count a view (once per visitor per property per Nairobi day)',
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await app.currentUser(request)
      await realEstate.countView(request.params.id, viewerOf(request))
      return reply.status(204).send(null)
    },
  )
  for (const method of ['put', 'delete'] as const)
    app[method](
      '/properties/:id/save',
      {
        ...user,
        schema: {
          tags,
          summary: method === 'put' ? 'Save a property' : 'Forget a saved property',
          params,
          response: { 200: savedStateSchema },
        },
      },
      async (request) => realEstate.setSaved(currentUserId(request), request.params.id, method === 'put'),
    )

  app.post(
    '/properties/:id/viewings',
    {
      ...user,
      schema: {
        tags,
        summary: 'Request a viewing at a date and hourly slot (Nairobi time); the agent confirms it',
        params,
        body: requestViewingSchema,
        response: { 201: viewingSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await realEstate.requestViewing(currentUserId(request), request.params.id, request.body)),
  )
  app.get(
    '/property-viewings/mine',
    {
      ...user,
      schema: { tags, summary: 'My viewing requests, newest first', response: { 200: viewingListSchema } },
    },
    async (request) => realEstate.myViewings(currentUserId(request)),
  )
  app.post(
    '/property-viewings/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel my requested or confirmed viewing before its time',
        params,
        response: { 200: viewingSchema },
      },
    },
    async (request) => realEstate.cancelViewing(currentUserId(request), request.params.id),
  )

  app.get(
    '/property-searches',
    { ...user, schema: { tags, summary: 'My saved searches', response: { 200: savedSearchListSchema } } },
    async (request) => realEstate.savedSearches(currentUserId(request)),
  )
  app.post(
    '/property-searches',
    {
      ...user,
      schema: {
        tags,
        summary: 'Save a search: I am told when a new property matches it',
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await realEstate.createSavedSearch(currentUserId(request), request.body.criteria)),
  )
  app.delete(
    '/property-searches/:id',
    { ...user, schema: { tags, summary: 'Delete a saved search', params, response: noContent } },
    async (request, reply) => {
      await realEstate.deleteSavedSearch(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}

/**
 * /api/real-estate-dashboard: a verified agent's listings, pictures and viewing requests (401 signed out, 403
 * real_estate.not_agent otherwise, checked before the body is read; 404 for another agent's rows).
 */
export const realEstateDashboardRoutes: FastifyPluginAsyncZod<{ realEstate: RealEstateService }> = async (
  app,
  { realEstate },
) => {
  const tags = ['real estate dashboard']
  const agent = realEstate.agent
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await agent.agentOf(currentUserId(request))
  })

  app.get(
    '',
    {
      schema: { tags, summary: 'The agent and their figures', response: { 200: realEstateDashboardSchema } },
    },
    async (request) => agent.dashboard(currentUserId(request)),
  )
  app.get(
    '/listings',
    { schema: { tags, summary: 'My listings, newest first', response: { 200: agentListingListSchema } } },
    async (request) => agent.listings(currentUserId(request)),
  )
  app.post(
    '/listings',
    {
      schema: {
        tags,
        summary: 'A new listing (a draft)',
        body: propertyInputSchema,
        response: { 201: agentListingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await agent.create(currentUserId(request), request.body)),
  )
  app.patch(
    '/listings/:id',
    { schema: { tags, params, body: propertyUpdateSchema, response: { 200: agentListingSchema } } },
    async (request) => agent.update(currentUserId(request), request.params.id, request.body),
  )
  app.post(
    '/listings/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a listing: draft → available → let / sold / draft, let or sold → available',
        params,
        body: listingStatusSchema,
        response: { 200: agentListingSchema },
      },
    },
    async (request) => agent.move(currentUserId(request), request.params.id, request.body.status),
  )
  app.post(
    '/listings/:id/images',
    {
      schema: {
        tags,
        summary: 'Add a picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
        params,
        response: { 201: listingImagesSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      // Refused (404, 409) before a byte of the upload is read.
      await agent.roomForImage(userId, request.params.id)
      const { bytes, mimeType } = await readUploadedFile(request, IMAGE_MAX_BYTES, {
        missing: imageMissing,
        tooLarge: imageTooLarge,
      })
      if (!mimeType.startsWith('image/')) throw imageNotAnImage()
      return reply.status(201).send(await agent.addImage(userId, request.params.id, bytes))
    },
  )
  app.delete(
    '/listings/:id/images/:index',
    {
      schema: {
        tags,
        summary: 'Remove the picture at that position',
        params: imageParams,
        response: { 200: listingImagesSchema },
      },
    },
    async (request) => agent.removeImage(currentUserId(request), request.params.id, request.params.index),
  )
  app.get(
    '/viewings',
    {
      schema: {
        tags,
        summary: 'Viewing requests of my listings, upcoming first',
        querystring: agentViewingsQuerySchema,
        response: { 200: agentViewingListSchema },
      },
    },
    async (request) => agent.viewings(currentUserId(request), request.query.status),
  )
  app.post(
    '/viewings/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a requested viewing (one confirmed viewing per slot)',
        params,
        response: { 200: agentViewingSchema },
      },
    },
    async (request) => agent.confirm(currentUserId(request), request.params.id),
  )
  app.post(
    '/viewings/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a requested viewing, with a reason',
        params,
        body: declineViewingSchema.optional(),
        response: { 200: agentViewingSchema },
      },
    },
    async (request) => agent.decline(currentUserId(request), request.params.id, request.body?.reason),
  )
}
