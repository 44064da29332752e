import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { languageFromCookie } from '../lib/texts'
import { isPhone, layoutCookies } from './first-screen'

type Encoding = 'br' | 'gzip' | 'identity'

interface GuestPage {
  html: string
  at: number
  /** The page compressed once per encoding, when a reader first asks for it that way. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>
}

/** The encoding a browser takes, brotli first: what @fastify/compress would choose for the same header. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return 'identity'
}

/**
 * What a guest's page is made of, as far as the request tells: the address, the layout (phone or wide, the
 * sidebar's state), the language and the data saver choice. Undefined for a reader with a session cookie: their
 * page carries their own session and is never kept.
 */
export function guestPageKey(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie ?? ''
  if (cookie.includes('session_token')) return undefined
  const dataSaver = /(?:^|;\s*)soko_data_saver=(on|off)(?:;|$)/.exec(cookie)?.[1] ?? ''
  const saveData = String(request.headers['save-data'] ?? '').toLowerCase()
  return [
    isPhone(request.headers) ? 'phone' : 'wide',
    languageFromCookie(cookie) ?? 'en',
    dataSaver,
    saveData,
    layoutCookies(cookie),
    request.url,
  ].join('\n')
}

/**
 * The assembled HTML of guests' pages (issue 19), kept for a few seconds: a crowd opening the home page or
 * the shop costs one page's work (its data, the boot JSON, the first screen put in place, the compression)
 * per address and layout every few seconds, instead of one per visitor. A write on this server empties it,
 * so a guest sees a change made here at once; other servers show it within `ttlMs`.
 */
export function createGuestPages({ ttlMs, maxEntries = 200 }: { ttlMs: number; maxEntries?: number }) {
  const pages = new Map<string, GuestPage>()

  return {
    enabled: ttlMs > 0,
    get(key: string): GuestPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      if (Date.now() - page.at >= ttlMs) {
        pages.delete(key)
        return undefined
      }
      return page
    },
    set(key: string, html: string): GuestPage {
      const page: GuestPage = { html, at: Date.now(), encoded: {} }
      pages.delete(key)
      pages.set(key, page)
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string)
      return page
    },
    clear() {
      pages.clear()
    },
    get size() {
      return pages.size
    },
  }
}

export type GuestPages = ReturnType<typeof createGuestPages>

/**
 * Sends a kept page, compressed as the reader accepts (brotli at quality 4, as @fastify/compress does for
 * every other answer; it leaves an answer that already has its encoding alone).
 */
export function sendGuestPage(request: FastifyRequest, reply: FastifyReply, page: GuestPage) {
  reply.header('Cache-Control', 'private, no-cache').header('Vary', 'accept-encoding')
  reply.type('text/html; charset=utf-8')
  const encoding = pageEncoding(request.headers['accept-encoding'])
  if (encoding === 'identity') return reply.send(page.html)
  const body = (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(page.html))
  return reply.header('Content-Encoding', encoding).send(body)
}
