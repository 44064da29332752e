import {
  insurancePlanListSchema,
  planDetailSchema,
  planListQuerySchema,
  quoteListSchema,
  quoteRequestSchema,
  quoteSchema,
  reviewPlanSchema,
} from '@soko/shared/insurance/insurance.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { InsuranceService } from './insurance.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const answerParams = z.object({ id: z.string().max(100), answerId: z.string().max(100) })

/**
 * Insurance's public and customer API (docs/insurance-api.md), under /api/insurance: the active plans, a plan's
 * page and reviews (a signed-in reader gets `can_review`), and the customer's quote requests (signed in: 401
 * otherwise, before the body is read).
 */
export const insuranceRoutes: FastifyPluginAsyncZod<{ insurance: InsuranceService }> = async (
  app,
  { insurance },
) => {
  const tags = ['insurance']
  const user = { onRequest: app.requireUser }

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Active plans, newest first: search (name, description, type, broker) and type',
        querystring: planListQuerySchema,
        response: { 200: insurancePlanListSchema },
      },
    },
    async (request) => insurance.plans(request.query),
  )
  app.get(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: "An active plan's page with its newest reviews",
        params,
        response: { 200: planDetailSchema },
      },
    },
    async (request) => {
      const viewer = await app.currentUser(request)
      return insurance.detail(request.params.id, viewer?.id ?? null)
    },
  )
  app.post(
    '/plans/:id/reviews',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Review a plan (customers with an accepted quote for it; a second review replaces the first)',
        params,
        body: reviewPlanSchema,
        response: { 201: planDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await insurance.review(currentUserId(request), request.params.id, request.body)),
  )

  app.post(
    '/quotes',
    {
      ...user,
      schema: {
        tags,
        summary: 'Request a quote: it reaches the brokers of its type and the broker of its plan',
        body: quoteRequestSchema,
        response: { 201: quoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await insurance.requestQuote(currentUserId(request), request.body)),
  )
  app.get(
    '/quotes/mine',
    {
      ...user,
      schema: {
        tags,
        summary: 'My quote requests, newest first, with every answer',
        response: { 200: quoteListSchema },
      },
    },
    async (request) => insurance.mine(currentUserId(request)),
  )
  app.post(
    '/quotes/:id/answers/:answerId/accept',
    {
      ...user,
      schema: {
        tags,
        summary: "Accept one broker's answer (the others are declined)",
        params: answerParams,
        response: { 200: quoteSchema },
      },
    },
    async (request) => insurance.accept(currentUserId(request), request.params.id, request.params.answerId),
  )
  app.post(
    '/quotes/:id/cancel',
    {
      ...user,
      schema: {
        tags,
        summary: 'Cancel my open or answered request (its answers are declined)',
        params,
        response: { 200: quoteSchema },
      },
    },
    async (request) => insurance.cancel(currentUserId(request), request.params.id),
  )
}
