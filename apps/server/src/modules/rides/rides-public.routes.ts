import {
  availableDriversQuerySchema,
  availableDriversResponseSchema,
  nearestPlaceQuerySchema,
  nearestPlaceResponseSchema,
  placesQuerySchema,
  placesResponseSchema,
  quoteRequestSchema,
  quoteSchema,
  ridesConfigSchema,
} from '@soko/shared/rides/rides.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RidesPublicService } from './rides-public.service'

/** /api/rides: what the rides screen needs before anyone signs in (docs/rides-api.md "Public API"). */
export const ridesPublicRoutes: FastifyPluginAsyncZod<{ ridesPublic: RidesPublicService }> = async (
  app,
  { ridesPublic },
) => {
  const tags = ['rides']

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: "The map's tiles and attribution, and whether routes come from OSRM or the estimate",
        response: { 200: ridesConfigSchema },
      },
    },
    async () => ridesPublic.config(),
  )
  app.get(
    '/places',
    {
      schema: {
        tags,
        summary:
          'Place type-ahead: word-prefix matches first, then substring; under 2 characters finds nothing',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema },
      },
    },
    async (request) => ridesPublic.places(request.query.q),
  )
  app.get(
    '/places/nearest',
    {
      schema: {
        tags,
        summary: 'The named place nearest a position (404 rides.place_not_found beyond 50 km)',
        querystring: nearestPlaceQuerySchema,
        response: { 200: nearestPlaceResponseSchema },
      },
    },
    async (request) => ridesPublic.nearest(request.query),
  )
  app.post(
    '/quote',
    {
      schema: {
        tags,
        summary: 'Distance, durations and both fares of a trip (400 rides.too_short / rides.too_long)',
        body: quoteRequestSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => ridesPublic.quote(request.body.pickup, request.body.destination),
  )
  app.get(
    '/drivers',
    {
      schema: {
        tags,
        summary: 'Available online drivers of a type: nearest the pickup first (with ETA), else best rated',
        querystring: availableDriversQuerySchema,
        response: { 200: availableDriversResponseSchema },
      },
    },
    async (request) => ridesPublic.drivers(request.query),
  )
}
