import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { lazyChildLoggerFactory } from './lazy-child-logger'

async function serverLogging(level: string) {
  const lines: Record<string, unknown>[] = []
  const app = Fastify({
    logger: {
      level,
      redact: ['req.headers.cookie'],
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: () => 'req-1234',
  })
  app.get('/quiet', async () => ({ ok: true }))
  app.get('/loud', async (request) => {
    request.log.info('an info line')
    request.log.warn({ detail: 1 }, 'a warning')
    request.log.error(new Error('boom'), 'an error')
    request.log.child({ part: 'inner' }).warn('from a child')
    return { level: request.log.level }
  })
  await app.ready()
  return { app, lines }
}

describe('request loggers made only when they write (issue 19)', () => {
  it('writes a request’s lines with its request id, at the levels the server logs', async () => {
    const { app, lines } = await serverLogging('warn')
    const response = await app.inject({ method: 'GET', url: '/loud', headers: { cookie: 'secret=1' } })
    expect(response.json()).toEqual({ level: 'warn' })
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['a warning', 'req-1234'],
      ['an error', 'req-1234'],
      ['from a child', 'req-1234'],
    ])
    expect(lines[0]).toMatchObject({ detail: 1, level: 40 })
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'boom' } })
    expect(lines[2]).toMatchObject({ part: 'inner' })
    await app.close()
  })

  it('at the info level keeps Fastify’s request lines, with the id and the cookie redacted', async () => {
    const { app, lines } = await serverLogging('info')
    await app.inject({ method: 'GET', url: '/quiet', headers: { cookie: 'secret=1' } })
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1234'],
      ['request completed', 'req-1234'],
    ])
    expect(JSON.stringify(lines)).not.toContain('secret=1')
    await app.close()
  })
})
