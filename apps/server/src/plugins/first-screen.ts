// The first screen of a public browsing page, rendered on the server by the web app's own components
// (apps/web/src/ssr/first-screen.tsx, built into apps/web/dist-ssr/) from the same boot data the page
// carries: the browser paints the heading, the filters and the first cards with their pictures before the
// app's scripts have arrived, and the app then renders the same screen over it (docs/decisions/027).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'

/** One API read made for a render, as the server answered it. */
export interface ReadAnswer {
  status: number
  body: string
  contentType: string
}

/** Makes a GET read of the API as the page's reader (their cookie), for the render of a signed-in screen. */
export type ReadApi = (path: string) => Promise<ReadAnswer>

export type RenderFirstScreen = (
  url: string,
  boot: Record<string, unknown>,
  reader: { phone: boolean; cookie: string; readApi?: ReadApi },
) => Promise<string>

/** The public browsing screens whose first screen the server renders (the same for every reader). */
const renderedPaths =
  /^\/(|shop|products|services|events|food|real-estate|jobs|(products?|property|jobs)\/[0-9a-f-]{36})\/?$/i

/**
 * The signed-in screens rendered with their first reads (docs/decisions/028): the admin panel, the providers'
 * dashboards and the reader's own lists (cart, wishlist, orders, notifications, profile, settings, bookings,
 * activity, applications, appointments, quotes). Rendered for a signed-in reader only, and never kept: their
 * data is the reader's own.
 */
const signedInPaths =
  /^\/(admin(\/[a-z-]+)?|[a-z-]+-dashboard|vendor|services-app(\/[a-z]+)?|cart|wishlist|orders(\/[0-9a-f-]{36})?|notifications|profile|settings|bookings|activity|jobs\/applications|medical\/appointments|insurance\/quotes|checkout|food\/checkout|rides\/trips\/[0-9a-f-]{36}|service-provider-registration)\/?$/i

/**
 * The public screens whose first screen needs reads the page does not carry (a provider's page, an event,
 * rides, forums and a post, medical, insurance): rendered with their reads for every reader, a guest's as a
 * guest's, and never kept by the renderer (a guest's whole page is kept a few seconds, guest-pages.ts).
 */
const readPaths =
  /^\/(rides|medical|insurance|chat-forums(\/posts\/[0-9a-f-]{36})?|(services|events)\/[0-9a-f-]{36})\/?$/i

/** How long a rendered screen is reused for the same address and the same boot data. */
const CACHE_MS = 60_000
const CACHE_ENTRIES = 32

/** How long a render may take before the page goes out with its static shell instead. */
const RENDER_TIMEOUT_MS = 3_000

export interface FirstScreenRenderer {
  render: RenderFirstScreen
  /** Starts the worker (it loads the app's code) before the first page asks for it. */
  warm(): void
  close(): Promise<void>
}

/**
 * The renderer the web build left beside its `dist` folder (`dist-ssr/worker.js`), run in a worker thread:
 * the app's modules expect browser objects, which must not leak into the server's own code, and a render
 * must not hold up the server's event loop. Undefined when the web app was built without it.
 */
export function startFirstScreenRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): FirstScreenRenderer | undefined {
  const file = join(distDir, '..', 'dist-ssr', 'worker.js')
  if (!existsSync(file)) return undefined
  const waiting = new Map<
    number,
    { resolve(html: string): void; reject(error: Error): void; readApi?: ReadApi }
  >()
  let nextId = 0
  let worker: Worker | undefined
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error)
    waiting.clear()
  }
  const start = () => {
    const started = new Worker(file)
    // The server may stop without waiting for it.
    started.unref()
    started.on('message', (answer: { id: number; html?: string; error?: string; read?: ReadRequest }) => {
      if (answer.read) {
        answerRead(started, waiting.get(answer.id)?.readApi, answer.read)
        return
      }
      const pending = waiting.get(answer.id)
      waiting.delete(answer.id)
      if (answer.html !== undefined) pending?.resolve(answer.html)
      else pending?.reject(new Error(answer.error ?? 'no html'))
    })
    started.on('error', (error) => {
      log.error({ err: error }, 'first-screen renderer failed; starting it again')
    })
    // Whatever ended it (an error, or terminate() on close), the next render starts a new one.
    started.on('exit', () => {
      failAll(new Error('first-screen renderer stopped'))
      if (worker === started) worker = undefined
    })
    return started
  }
  // Started on first use (or by warm()): a test app that never serves a page never starts it.
  return {
    warm() {
      worker ??= start()
    },
    render(url, boot, { phone, cookie, readApi }) {
      worker ??= start()
      const id = nextId++
      const running = worker
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          reject(new Error(`first screen of ${url} took over ${RENDER_TIMEOUT_MS} ms`))
        }, RENDER_TIMEOUT_MS)
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer)
            done(value)
          }
        waiting.set(id, { resolve: settle(resolve), reject: settle(reject), readApi })
        running.postMessage({ id, url, boot, phone, cookie, reads: readApi !== undefined })
      })
    },
    async close() {
      failAll(new Error('closed'))
      await worker?.terminate()
      worker = undefined
    },
  }
}

interface ReadRequest {
  readId: number
  path: string
}

/**
 * Answers a render's API read. Every read gets an answer, even one whose render was given up (timed out):
 * the worker renders one page at a time and would otherwise wait for it for ever.
 */
function answerRead(worker: Worker, readApi: ReadApi | undefined, { readId, path }: ReadRequest) {
  const gone: ReadAnswer = { status: 503, body: '', contentType: 'text/plain' }
  const answer = readApi ? readApi(path).catch(() => gone) : Promise.resolve(gone)
  void answer.then((read) => worker.postMessage({ type: 'read', readId, ...read }))
}

export interface FirstScreenReader {
  /** The language the reader chose (the `soko_language` cookie), English when none. */
  language: string
  /** The reader saves data: their pictures are the small ones, which only the browser knows to pick. */
  dataSaver: boolean
  /** The reader is on a phone: the screen is rendered in its phone layout (filters in a side panel). */
  phone: boolean
  /** The request's cookies; the render sees only those the layout reads (the sidebar's state). */
  cookie?: string
  /** The API as this reader, for the first reads of a screen rendered with them; without it those are not rendered. */
  readApi?: ReadApi
}

/**
 * The cookies of the request that shape the rendered screen: the sidebar's state and the zone the reader's
 * browser writes times in (decision 031), nothing else.
 */
export function layoutCookies(cookieHeader: string | undefined) {
  const header = cookieHeader ?? ''
  return [
    /(?:^|;\s*)(sidebar_state=(?:true|false))(?:;|$)/.exec(header)?.[1],
    /(?:^|;\s*)(soko_time_zone=(?:Africa\/Nairobi|UTC))(?:;|$)/.exec(header)?.[1],
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * A phone, as the request tells: Chromium's `Sec-CH-UA-Mobile` hint (sent by default), else "Mobi" in the
 * user agent, as MDN advises for browsers without the hint.
 */
export function isPhone(headers: Record<string, string | string[] | undefined>) {
  const hint = headers['sec-ch-ua-mobile']
  if (typeof hint === 'string') return hint.trim() === '?1'
  return /Mobi/i.test(String(headers['user-agent'] ?? ''))
}

/**
 * Returns the first screen's HTML for `url`, or undefined when the server does not render it: another
 * screen, a reader in Kiswahili or saving data (their app renders from the static shell as before), or a
 * render that failed (logged; the static shell is still there). Renders of the same address with the same
 * boot data are kept for a minute, so a busy list page costs one render, not one per visitor.
 */
export function createFirstScreen(render: RenderFirstScreen, log: FastifyBaseLogger) {
  const cache = new Map<string, { html: string; at: number }>()
  return async function firstScreen(
    url: string,
    bootJson: string,
    reader: FirstScreenReader,
  ): Promise<string | undefined> {
    const pathname = url.split('?')[0] ?? '/'
    if (reader.language !== 'en' || reader.dataSaver) return undefined
    const signedIn = signedInPaths.test(pathname)
    const withReads = signedIn || readPaths.test(pathname)
    if (!withReads && !renderedPaths.test(pathname)) return undefined
    const boot = withReads ? (JSON.parse(bootJson) as Record<string, unknown>) : undefined
    if (boot && (!reader.readApi || (signedIn && !boot.session))) return undefined
    const cookie = layoutCookies(reader.cookie)
    // A render with reads holds what the API answered this reader at this moment: never kept.
    const key = withReads ? undefined : `${reader.phone ? 'phone' : 'wide'} ${cookie} ${url}\n${bootJson}`
    const kept = key === undefined ? undefined : cache.get(key)
    if (kept && Date.now() - kept.at < CACHE_MS) return kept.html
    try {
      const html = await render(url, boot ?? (JSON.parse(bootJson) as Record<string, unknown>), {
        phone: reader.phone,
        cookie,
        ...(withReads ? { readApi: reader.readApi } : {}),
      })
      if (key !== undefined) {
        cache.delete(key)
        cache.set(key, { html, at: Date.now() })
        if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
      }
      return html
    } catch (error) {
      log.warn({ err: error, url }, 'first screen not rendered')
      return undefined
    }
  }
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Puts the rendered screen in place of index.html's static shell. Its controls stay inert (no clicks, no focus,
 * out of the accessibility tree) until the app has hydrated them a moment later: a tap on a button with no code
 * behind it yet would otherwise be lost. The rest of the screen (its text, headings and pictures) is there for
 * every reader at once. Only the controls are inert, not the whole screen: lifting `inert` from the screen's
 * root made the browser compute the style of every element on the page again, in one long task just after the
 * app's start (200 ms under Lighthouse's 4x slowdown on `/services`). `data-phone` tells the app which layout
 * it was rendered in, so it hydrates the same one (apps/web/src/lib/rendered-width.ts); `data-starting` says
 * the app has not taken the screen over yet (apps/web/src/app/main.tsx removes it).
 *
 * The app's scripts then start after the screen has been painted (public/first-screen-start.js): the head's
 * module script and preloads become a list the starter reads, so the first paint waits for no script.
 */
export function withFirstScreen(html: string, screen: string, { phone }: { phone: boolean }) {
  const start = html.indexOf('<div id="root">')
  const end = html.lastIndexOf('</div>', html.indexOf('<noscript>'))
  const entry = entryScript.exec(html)?.[1]
  if (start < 0 || end < start || !entry) return html
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1] as string)
  const starter =
    `<script type="application/json" id="soko-start">${JSON.stringify({ entry, preload }).replace(/</g, '\\u003c')}</script>` +
    '<script src="/first-screen-start.js" defer></script>'
  const page = `${html.slice(0, start)}<div id="root"><div data-starting data-language="en" data-phone="${phone}">${holdControls(screen)}</div>${html.slice(end)}`
  return page.replace(entryScript, '').replace(modulePreload, '').replace('</body>', `${starter}</body>`)
}

/** An opening tag of React's HTML: its name and attributes (`<` and `>` are escaped in values and text). */
const openingTag = /<([a-z][a-z0-9-]*)(\s[^<>]*)?>/gi
const controlNames = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary'])
// An element acting as a control by its role. A `tabindex` alone is not one: it makes a scrolling table, a tab's
// panel or the main landmark (the skip link's target) focusable, and these hold the screen's text; their own
// controls are marked one by one.
const controlAttribute = /\srole="(?:button|link|tab|switch|checkbox|radio|option|menuitem|combobox|slider)"/

/**
 * Marks every control of a rendered screen `inert data-until-start` (the links, buttons and fields, and any
 * element with a control's role): the app lifts `inert` once it has hydrated them all (app/main.tsx).
 */
export function holdControls(screen: string) {
  return screen.replace(openingTag, (tag, name: string, attributes: string | undefined = '') =>
    controlNames.has(name.toLowerCase()) || controlAttribute.test(attributes)
      ? `<${name} inert data-until-start${attributes}>`
      : tag,
  )
}
