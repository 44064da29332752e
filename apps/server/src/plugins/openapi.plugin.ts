import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI 3.1 generated from the routes' zod schemas: /api/openapi.json, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Soko API', description: "Africa's Smart Marketplace", version: '1.0.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
