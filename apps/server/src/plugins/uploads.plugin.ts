import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { FileStorage } from '../lib/file-storage'

const ONE_YEAR = 'public, max-age=31536000, immutable'

/**
 * GET /uploads/*: the public pictures. From DATA_DIR/uploads on disk; from the bucket when S3 holds them,
 * so any instance serves a picture uploaded through another (decision 015). Each picture's name is new,
 * so browsers keep it for a year. Private documents are never under /uploads/.
 */
export async function uploadsPlugin(
  app: FastifyInstance,
  { storage, dataDir }: { storage: FileStorage; dataDir: string },
) {
  if (storage.kind === 'disk') {
    await storage.ping()
    await app.register(fastifyStatic, {
      root: join(dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    })
    return
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    const key = `uploads/${path}`
    const file =
      /^[a-z0-9-]+\/[\w][\w.-]{0,200}$/i.test(path) && !path.includes('..') ? await storage.get(key) : null
    if (!file) return reply.code(404).type('text/plain').send('Not found')
    reply.header('content-type', file.contentType).header('cache-control', ONE_YEAR)
    if (file.size !== undefined) reply.header('content-length', file.size)
    return reply.header('x-content-type-options', 'nosniff').send(file.body)
  })
}
