import {
  answerQuoteSchema,
  brokerQuoteListSchema,
  brokerQuoteSchema,
  brokerQuotesQuerySchema,
  brokerSchema,
  brokerTypesSchema,
  insuranceDashboardSchema,
  insurancePlanListSchema,
  insurancePlanSchema,
  planInputSchema,
  planUpdateSchema,
} from '@soko/shared/insurance/insurance.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { InsuranceService } from './insurance.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

/**
 * /api/insurance-dashboard: a verified broker's types, the quote requests routed to it, its answers and its plans
 * (401 signed out, 403 insurance.not_broker otherwise, checked before the body is read; 404 for another broker's
 * rows and requests not routed to it).
 */
export const insuranceDashboardRoutes: FastifyPluginAsyncZod<{ insurance: InsuranceService }> = async (
  app,
  { insurance },
) => {
  const tags = ['insurance dashboard']
  const broker = insurance.broker
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await broker.brokerOf(currentUserId(request))
  })

  app.get(
    '',
    {
      schema: { tags, summary: 'The broker and its figures', response: { 200: insuranceDashboardSchema } },
    },
    async (request) => broker.dashboard(currentUserId(request)),
  )
  app.put(
    '/types',
    {
      schema: {
        tags,
        summary: 'The insurance types whose requests reach me',
        body: brokerTypesSchema,
        response: { 200: brokerSchema },
      },
    },
    async (request) => broker.setTypes(currentUserId(request), request.body.insurance_types),
  )
  app.get(
    '/quotes',
    {
      schema: {
        tags,
        summary: 'Requests routed to me: open (not answered by me), answered (my offer waiting), accepted',
        querystring: brokerQuotesQuerySchema,
        response: { 200: brokerQuoteListSchema },
      },
    },
    async (request) => broker.quotes(currentUserId(request), request.query.status),
  )
  app.post(
    '/quotes/:id/answer',
    {
      schema: {
        tags,
        summary: 'Answer a request with a monthly premium and terms (once)',
        params,
        body: answerQuoteSchema,
        response: { 201: brokerQuoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await broker.answer(currentUserId(request), request.params.id, request.body)),
  )
  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'My plans, active or not, newest first',
        response: { 200: insurancePlanListSchema },
      },
    },
    async (request) => broker.plans(currentUserId(request)),
  )
  app.post(
    '/plans',
    {
      schema: {
        tags,
        summary: 'A new plan (of a type I serve)',
        body: planInputSchema,
        response: { 201: insurancePlanSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await broker.createPlan(currentUserId(request), request.body)),
  )
  app.patch(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Change my plan (is_active false hides it from the public list)',
        params,
        body: planUpdateSchema,
        response: { 200: insurancePlanSchema },
      },
    },
    async (request) => broker.updatePlan(currentUserId(request), request.params.id, request.body),
  )
}
