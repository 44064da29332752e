import { orderDetailSchema } from '@soko/shared/orders/order.schema'
import {
  attendeeListSchema,
  checkInResultSchema,
  checkInSchema,
  createEventBookingSchema,
  createEventSchema,
  eventDetailSchema,
  eventImageSchema,
  eventListQuerySchema,
  eventPageSchema,
  promoterEventListSchema,
  promoterEventSchema,
  ticketKeySchema,
  ticketListQuerySchema,
  ticketListSchema,
  updateEventSchema,
} from '@soko/shared/events/event.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageMissing, IMAGE_MAX_BYTES, imageNotAnImage, imageTooLarge } from '../../lib/image-store'
import { readUploadedFile } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { idempotencyKeyOf } from '../idempotency/idempotency.service'
import type { EventsService } from './events.service'

// Any string: a malformed id answers the events' own 404 (events.not_found), as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

/**
 * The events API (decision 013): public list and detail, the ticket key, booking and tickets (signed in),
 * and the promoter's dashboard (an approved event_promoter: 401 signed out, 403 otherwise, 404 for another
 * promoter's event). Registered under /api.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  const tags = ['events']
  const user = { onRequest: app.requireUser }

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Published events: search, type, price, date range, sort, page',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema },
      },
    },
    async (request) => events.list(request.query),
  )
  app.get(
    '/events/ticket-key',
    {
      schema: {
        tags,
        summary: "The public key that verifies a ticket's QR token offline (Ed25519)",
        response: { 200: ticketKeySchema },
      },
    },
    async () => events.ticketKey(),
  )
  app.get(
    '/events/:id',
    { schema: { tags, summary: 'A published event', params, response: { 200: eventDetailSchema } } },
    async (request) => events.detail(request.params.id),
  )
  app.post(
    '/events/:id/bookings',
    {
      ...user,
      schema: {
        tags,
        summary: 'Book tickets: a pending order with its seats taken (a free event is confirmed at once)',
        params,
        headers: idempotencyHeaders,
        body: createEventBookingSchema,
        response: {
          201: z.object({
            order: orderDetailSchema,
            tickets_reserved: z.number().int(),
            requires_payment: z.boolean(),
          }),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      return reply
        .status(201)
        .send(await events.book(currentUserId(request), request.params.id, request.body, key))
    },
  )
  app.get(
    '/tickets',
    {
      ...user,
      schema: {
        tags,
        summary: 'My tickets, of one order or all',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListSchema },
      },
    },
    async (request) => events.tickets(currentUserId(request), request.query.order_id),
  )

  // ---- the promoter's dashboard
  const promoterTags = ['event dashboard']
  {
    const promoter = app
    // Signed in (401), then an approved event promoter (403), before the body is even read.
    const approved = {
      onRequest: [
        app.requireUser,
        async (request: FastifyRequest) => {
          await events.promoterOf(currentUserId(request))
        },
      ],
    }
    promoter.get(
      '/event-dashboard/events',
      { ...approved, schema: { tags: promoterTags, response: { 200: promoterEventListSchema } } },
      async (request) => events.promoterEvents(currentUserId(request)),
    )
    promoter.post(
      '/event-dashboard/events',
      {
        ...approved,
        schema: { tags: promoterTags, body: createEventSchema, response: { 201: promoterEventSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await events.createEvent(currentUserId(request), request.body)),
    )
    promoter.patch(
      '/event-dashboard/events/:id',
      {
        ...approved,
        schema: {
          tags: promoterTags,
          params,
          body: updateEventSchema,
          response: { 200: promoterEventSchema },
        },
      },
      async (request) => events.updateEvent(currentUserId(request), request.params.id, request.body),
    )
    promoter.post(
      '/event-dashboard/events/:id/image',
      {
        ...approved,
        schema: {
          tags: promoterTags,
          summary: 'Upload the event picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
          params,
          response: { 201: eventImageSchema },
        },
      },
      async (request, reply) => {
        // Refused (403, 404) before a byte of the upload is read.
        await events.ownEvent(currentUserId(request), request.params.id)
        const { bytes, mimeType } = await readUploadedFile(request, IMAGE_MAX_BYTES, {
          missing: imageMissing,
          tooLarge: imageTooLarge,
        })
        if (!mimeType.startsWith('image/')) throw imageNotAnImage()
        return reply
          .status(201)
          .send(await events.uploadImage(currentUserId(request), request.params.id, bytes))
      },
    )
    promoter.get(
      '/event-dashboard/events/:id/attendees',
      { ...approved, schema: { tags: promoterTags, params, response: { 200: attendeeListSchema } } },
      async (request) => events.attendees(currentUserId(request), request.params.id),
    )
    promoter.post(
      '/event-dashboard/events/:id/check-ins',
      {
        ...approved,
        schema: {
          tags: promoterTags,
          summary: 'Check a ticket in by its code or its QR token: used once',
          params,
          body: checkInSchema,
          response: { 200: checkInResultSchema },
        },
      },
      async (request) => events.checkIn(currentUserId(request), request.params.id, request.body),
    )
  }
}
