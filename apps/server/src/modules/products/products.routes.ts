import {
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
} from '@soko/shared/products/product.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { plainJson } from '../../lib/plain-json'
import type { ProductsService } from './products.service'

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '',
    {
      schema: {
        tags: ['products'],
        summary: 'Search, filter, sort and page through the catalogue (keyset pagination)',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request, reply) => {
      const json = await products.listJson(request.query)
      // Already checked against the response schema and serialized (ProductsService.listJson).
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .type('application/json; charset=utf-8')
        .serializer((payload: string) => payload)
        .send(json as never)
    },
  )

  app.get(
    '/categories',
    {
      ...plainJson,
      schema: {
        tags: ['products'],
        summary: 'Categories that have products in stock',
        response: { 200: z.object({ categories: z.array(z.string()) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60')
      return { categories: await products.categories() }
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'A product with related products',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: productDetailSchema },
      },
    },
    async (request) => products.get(request.params.id),
  )
}
