import {
  appointmentListSchema,
  appointmentSchema,
  bookAppointmentSchema,
  daySlotsSchema,
  facilityListQuerySchema,
  facilityListSchema,
  medicalProviderPageSchema,
  medicalProviderSchema,
  providerListQuerySchema,
  reviewAppointmentSchema,
  slotsQuerySchema,
  specializationListSchema,
} from '@soko/shared/medical/medical.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { MedicalService } from './medical.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

/**
 * Medical's public and patient API under /api/medical (docs/medical-api.md): the directory (no sign-in) and
 * appointments (signed in: 401 otherwise). Medications and prescriptions are registered by the pharmacy half.
 */
export const medicalRoutes: FastifyPluginAsyncZod<{ medical: MedicalService }> = async (app, { medical }) => {
  const tags = ['medical']
  const user = { onRequest: app.requireUser }

  app.get(
    '/specializations',
    { schema: { tags, summary: 'Specializations, by name', response: { 200: specializationListSchema } } },
    async () => medical.specializations(),
  )
  app.get(
    '/providers',
    {
      schema: {
        tags,
        summary: 'Active, verified providers: search, filters; best rated first; keyset pages',
        querystring: providerListQuerySchema,
        response: { 200: medicalProviderPageSchema },
      },
    },
    async (request) => medical.providers(request.query),
  )
  app.get(
    '/providers/:id',
    { schema: { tags, summary: 'A listed provider', params, response: { 200: medicalProviderSchema } } },
    async (request) => medical.provider(request.params.id),
  )
  app.get(
    '/providers/:id/slots',
    {
      schema: {
        tags,
        summary: "A day's nine slots of a provider: free, taken, passed or closed (Nairobi time)",
        params,
        querystring: slotsQuerySchema,
        response: { 200: daySlotsSchema },
      },
    },
    async (request) => medical.slots(request.params.id, request.query.date),
  )
  app.get(
    '/facilities',
    {
      schema: {
        tags,
        summary: 'Verified facilities, by name',
        querystring: facilityListQuerySchema,
        response: { 200: facilityListSchema },
      },
    },
    async (request) => medical.facilities(request.query),
  )

  app.post(
    '/providers/:id/appointments',
    {
      ...user,
      schema: {
        tags,
        summary: 'Book an appointment at a date and hourly slot (Nairobi time)',
        params,
        body: bookAppointmentSchema,
        response: { 201: appointmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await medical.book(currentUserId(request), request.params.id, request.body)),
  )
  app.get(
    '/appointments/mine',
    {
      ...user,
      schema: {
        tags,
        summary: 'My appointments: upcoming first (soonest first), then the rest newest first',
        response: { 200: appointmentListSchema },
      },
    },
    async (request) => medical.mine(currentUserId(request)),
  )
  app.post(
    '/appointments/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel my booked appointment, more than 2 hours before it starts',
        params,
        response: { 200: appointmentSchema },
      },
    },
    async (request) => medical.cancel(currentUserId(request), request.params.id),
  )
  app.post(
    '/appointments/:id/review',
    {
      ...user,
      schema: {
        tags,
        summary: 'Rate my attended appointment, once',
        params,
        body: reviewAppointmentSchema,
        response: { 200: appointmentSchema },
      },
    },
    async (request) => medical.review(currentUserId(request), request.params.id, request.body),
  )
}
