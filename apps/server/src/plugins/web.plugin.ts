import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { languageFromCookie } from '../lib/texts'
import {
  createFirstScreen,
  isPhone,
  startFirstScreenRenderer,
  withFirstScreen,
  type ReadAnswer,
} from './first-screen'
import { guestPageKey, sendGuestPage, type GuestPages } from './guest-pages'
import { bootScript, type PageData } from './page-data'
import { createIndexHtml } from './route-preload'

const notFoundBody = { error: { code: 'not_found', message: 'Not found.' } }

function isApiPath(url: string) {
  return /^\/(api|sandbox|dev)(\/|$|\?)/.test(url)
}

/**
 * A GET of the API made for a page's render, as the page's reader: their cookie and address, through the whole
 * request path (hooks, permissions, serializers), exactly as the app's own read would be answered.
 */
async function readAsReader(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<ReadAnswer> {
  if (!/^\/api\//.test(path)) return { status: 404, body: '', contentType: 'text/plain' }
  const answer = await app.inject({
    method: 'GET',
    url: path,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  })
  return {
    status: answer.statusCode,
    body: answer.body,
    contentType: String(answer.headers['content-type'] ?? 'application/json'),
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that is not an API path answered with index.html so client routes work on reload.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    {
      distDir,
      pageData,
      guestPages,
    }: {
      distDir: string
      /** Guests' assembled pages, kept a few seconds (guest-pages.ts); without it every page is assembled. */
      guestPages?: GuestPages
      /** The reader's session and the page's preloads, put into its HTML (see page-data.ts). */
      pageData?: (request: FastifyRequest, pathname: string) => Promise<PageData>
    },
  ) => {
    const hasWeb = existsSync(join(distDir, 'index.html'))
    const indexHtml = hasWeb ? createIndexHtml(distDir) : () => ''
    const renderer = hasWeb && pageData ? startFirstScreenRenderer(distDir, app.log) : undefined
    if (renderer) {
      // A listening server starts its renderer at once; the first visitor does not wait for it to load.
      app.addHook('onListen', async () => renderer.warm())
      app.addHook('onClose', () => renderer.close())
    }
    const firstScreen = renderer ? createFirstScreen(renderer.render, app.log) : undefined
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const guestKey = guestPages?.enabled ? guestPageKey(request) : undefined
      const kept = guestKey === undefined ? undefined : guestPages?.get(guestKey)
      if (kept) return sendGuestPage(request, reply, kept)
      const pathname = request.url.split('?')[0] ?? '/'
      let html = indexHtml(pathname)
      if (pageData) {
        try {
          const { head, boot, dataSaver = false } = await pageData(request, pathname)
          // Kept only when it is a guest's through and through: no session went into it.
          const keep = guestKey !== undefined && boot.session === null
          const bootJson = JSON.stringify(boot)
          html = html.replace('</head>', `${head}${bootScript(boot, bootJson)}</head>`)
          const language = languageFromCookie(request.headers.cookie) ?? 'en'
          const phone = isPhone(request.headers)
          const screen = await firstScreen?.(request.url, bootJson, {
            language,
            dataSaver,
            phone,
            cookie: request.headers.cookie,
            readApi: (path) => readAsReader(app, request, path),
          })
          if (screen) html = withFirstScreen(html, screen, { phone })
          if (keep) return sendGuestPage(request, reply, guestPages!.set(guestKey, html))
        } catch (error) {
          // The page still works without them: the app asks the API itself.
          request.log.warn({ err: error }, 'page data unavailable')
        }
      }
      // It may carry the reader's own session: never stored by shared caches, always revalidated.
      return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(html)
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader(
            'Cache-Control',
            path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
        },
      })
      // The root is a folder to the static handler; it is the app's home page to us.
      app.get('/', { schema: { hide: true } }, sendIndex)
    } else {
      app.log.warn({ distDir }, 'no built web app found; run `npm run build` to serve it')
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
      if (wantsPage && hasWeb && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
        return sendIndex(request, reply)
      }
      return reply.status(404).type('application/json; charset=utf-8').send(notFoundBody)
    })
  },
)
