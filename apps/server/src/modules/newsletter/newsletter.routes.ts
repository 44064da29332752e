import {
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@soko/shared/newsletter/newsletter.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createNewsletterService } from './newsletter.service'

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterService({ db: app.db })

  app.post(
    '/subscriptions',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResultSchema, 201: newsletterSubscribeResultSchema },
      },
    },
    async (request, reply) => {
      const result = await newsletter.subscribe(request.body.email)
      return reply.status(result.alreadySubscribed ? 200 : 201).send(result)
    },
  )
}
