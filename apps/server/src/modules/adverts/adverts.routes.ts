import { advertListSchema, BILLBOARD_MAX } from '@soko/shared/adverts/advert.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AdvertsService } from './adverts.service'

export const advertsRoutes: FastifyPluginAsyncZod<{ adverts: AdvertsService }> = async (app, { adverts }) => {
  app.get(
    '',
    {
      schema: {
        tags: ['adverts'],
        summary: 'A shuffled mix of adverts for the billboard and the pop-up',
        querystring: z.object({
          max: z.coerce.number().int().min(1).max(BILLBOARD_MAX).default(BILLBOARD_MAX),
        }),
        response: { 200: advertListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { items: await adverts.mix(request.query.max) }
    },
  )
}
