import {
  createRideSchema,
  currentRideResponseSchema,
  myRidesQuerySchema,
  myRidesResponseSchema,
  payRideResponseSchema,
  payRideSchema,
  rateRideSchema,
  riderCancelSchema,
  rideSchema,
} from '@soko/shared/rides/rides.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { RideRequestsLimited } from './rides.errors'
import type { RidesService } from './rides.service'

// Any string: a malformed id answers the rides module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

/**
 * The rider's API under /api/rides (signed in: 401 otherwise; docs/rides-api.md). The public endpoints of the
 * same prefix (config, places, quote, drivers) are rides-public.routes.ts.
 */
export const ridesRoutes: FastifyPluginAsyncZod<{ rides: RidesService }> = async (app, { rides }) => {
  const tags = ['rides']
  const user = { onRequest: app.requireUser }
  // Too many requests: the client learns when it may ask again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RideRequestsLimited) reply.header('Retry-After', String(error.retryAfter))
  })

  app.post(
    '/',
    {
      ...user,
      schema: {
        tags,
        summary: 'Request a ride: quoted on the server and offered to the nearest available drivers',
        body: createRideSchema,
        response: { 201: rideSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rides.create(currentUserId(request), request.body)),
  )
  app.get(
    '/current',
    {
      ...user,
      schema: {
        tags,
        summary: 'My ride still going, else the latest completed one still to pay or rate',
        response: { 200: currentRideResponseSchema },
      },
    },
    async (request) => rides.current(currentUserId(request)),
  )
  app.get(
    '/mine',
    {
      ...user,
      schema: {
        tags,
        summary: 'My rides, newest first',
        querystring: myRidesQuerySchema,
        response: { 200: myRidesResponseSchema },
      },
    },
    async (request) => rides.mine(currentUserId(request), request.query),
  )
  app.get(
    '/:id',
    {
      ...user,
      schema: { tags, summary: 'A ride, to its rider or its driver', params, response: { 200: rideSchema } },
    },
    async (request) => rides.get(currentUserId(request), request.params.id),
  )
  app.post(
    '/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel my ride before the trip starts',
        params,
        body: riderCancelSchema,
        response: { 200: rideSchema },
      },
    },
    async (request) => rides.cancelByRider(currentUserId(request), request.params.id, request.body.reason),
  )
  app.post(
    '/:id/pay',
    {
      ...user,
      schema: {
        tags,
        summary: 'Pay a completed ride: M-Pesa (an order to pay) or cash',
        params,
        body: payRideSchema,
        response: { 200: payRideResponseSchema },
      },
    },
    async (request) => rides.pay(currentUserId(request), request.params.id, request.body.method),
  )
  app.post(
    '/:id/rating',
    {
      ...user,
      schema: {
        tags,
        summary: 'Rate the driver of a completed ride (once)',
        params,
        body: rateRideSchema,
        response: { 200: rideSchema },
      },
    },
    async (request) => rides.rate(currentUserId(request), request.params.id, request.body),
  )
}
