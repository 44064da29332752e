import {
  completeRideSchema,
  driverCancelSchema,
  driverDashboardSchema,
  driverOnlineSchema,
  driverPositionSchema,
  driverProfileSchema,
  driverTripsResponseSchema,
  rideOffersResponseSchema,
  rideSchema,
  updateVehicleSchema,
} from '@soko/shared/rides/rides.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { RidesService } from './rides.service'

// Any string: a malformed id answers the rides module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const offerParams = z.object({ rideId: z.string().max(100) })
const tripsQuery = z.object({ before: z.string().datetime().optional() })
const noContent = { 204: z.null() }

/**
 * /api/driver-dashboard: an approved driver's own side of rides (401 signed out, 403 drivers.not_driver
 * otherwise, checked before the body is read; another driver's ride or an offer not made to me: 404).
 */
export const driverDashboardRoutes: FastifyPluginAsyncZod<{ rides: RidesService }> = async (
  app,
  { rides },
) => {
  const tags = ['driver dashboard']
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await rides.driverOf(currentUserId(request))
  })

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My driver profile, earnings today and this week (Nairobi time), my current trip',
        response: { 200: driverDashboardSchema },
      },
    },
    async (request) => rides.dashboard(currentUserId(request)),
  )
  app.patch(
    '/vehicle',
    { schema: { tags, body: updateVehicleSchema, response: { 200: driverProfileSchema } } },
    async (request) => rides.updateVehicle(currentUserId(request), request.body),
  )
  app.put(
    '/status',
    {
      schema: {
        tags,
        summary: 'Go online (with a first position) or offline (not during a trip)',
        body: driverOnlineSchema,
        response: { 200: driverProfileSchema },
      },
    },
    async (request) => rides.setOnline(currentUserId(request), request.body.online, request.body.position),
  )
  app.put(
    '/position',
    {
      schema: {
        tags,
        summary: 'My latest position, every few seconds while online',
        body: driverPositionSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await rides.savePosition(currentUserId(request), request.body)
      return reply.status(204).send(null)
    },
  )
  app.get(
    '/offers',
    { schema: { tags, summary: 'Requests offered to me', response: { 200: rideOffersResponseSchema } } },
    async (request) => rides.offers(currentUserId(request)),
  )
  app.post(
    '/offers/:rideId/accept',
    {
      schema: {
        tags,
        summary: 'Accept a request: the first driver wins, the others get 409 rides.offer_taken',
        params: offerParams,
        response: { 200: rideSchema },
      },
    },
    async (request) => rides.accept(currentUserId(request), request.params.rideId),
  )
  app.post(
    '/offers/:rideId/decline',
    { schema: { tags, summary: 'Pass on a request', params: offerParams, response: noContent } },
    async (request, reply) => {
      await rides.decline(currentUserId(request), request.params.rideId)
      return reply.status(204).send(null)
    },
  )
  app.post(
    '/rides/:id/arrived',
    { schema: { tags, summary: 'Arrived at the pickup', params, response: { 200: rideSchema } } },
    async (request) => rides.move(currentUserId(request), request.params.id, 'arrived'),
  )
  app.post(
    '/rides/:id/start',
    { schema: { tags, summary: 'Start the trip', params, response: { 200: rideSchema } } },
    async (request) => rides.move(currentUserId(request), request.params.id, 'start'),
  )
  app.post(
    '/rides/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete the trip: the fare becomes final',
        params,
        body: completeRideSchema,
        response: { 200: rideSchema },
      },
    },
    async (request) => rides.complete(currentUserId(request), request.params.id, request.body.position),
  )
  app.post(
    '/rides/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel before the trip starts, with a reason',
        params,
        body: driverCancelSchema,
        response: { 200: rideSchema },
      },
    },
    async (request) => rides.cancelByDriver(currentUserId(request), request.params.id, request.body),
  )
  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: 'My trips, newest first',
        querystring: tripsQuery,
        response: { 200: driverTripsResponseSchema },
      },
    },
    async (request) => rides.trips(currentUserId(request), request.query.before),
  )
}
