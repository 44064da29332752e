// The API reads of a signed-in screen rendered on the server (docs/decisions/028): the render's `fetch` is
// answered by the server itself, with the reader's own cookie, through the worker's message port. Only GET
// reads of /api/ go through; a render never writes.
import type { Query } from '@tanstack/react-query'
import { queryClient } from '@/lib/query-client'

// A render asks once: a refused read shows as the screen's error state, as it would in the browser, without
// the browser's retry a second later (prefetches started by a route included).
const defaults = queryClient.getDefaultOptions()
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })

/** One API read as the server answered it. */
export interface ReadAnswer {
  status: number
  body: string
  contentType: string
}

export type ReadApi = (path: string) => Promise<ReadAnswer>

let current: ReadApi | undefined

const globals = globalThis as { fetch: typeof fetch }
globals.fetch = async (input, init) => {
  const path =
    typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url
  const method = init?.method ?? 'GET'
  if (!current || method !== 'GET' || !path.startsWith('/api/'))
    throw new TypeError(`no network in a render (${method} ${path})`)
  const answer = await current(path)
  return new Response(answer.body || null, {
    status: answer.status,
    headers: { 'Content-Type': answer.contentType },
  })
}

/**
 * A query the screen asked for whose answer is not in yet: one that would fetch by itself in a browser, or one
 * a route's prefetch already started (its answer is awaited like the others, and carried to the browser too:
 * the browser hydrates the screen from the same answers, decision 031).
 */
function waitingForAnswer(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false
  return on && query.state.status === 'pending'
}

/** How many times a screen is rendered at most: a read that depends on another's answer needs a second. */
const MAX_PASSES = 4

/**
 * Renders with `render` until the screen asks for nothing more (or MAX_PASSES): after each pass, the reads the
 * screen's queries wanted are made through `readApi`, once each, with no retry (a refusal shows as the
 * screen's error state, as it would in the browser). Returns the last render and the reads made.
 */
export async function renderWithReads(render: () => string, readApi: ReadApi) {
  current = readApi
  const made = new Set<Query>()
  try {
    let html = render()
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const waiting = queryClient.getQueryCache().getAll().filter(waitingForAnswer)
      if (waiting.length === 0) break
      await Promise.all(
        waiting.map((query) => {
          made.add(query)
          // Already fetching: the same request's answer (TanStack Query hands back the one in flight).
          return query.fetch({ ...query.options, retry: false }).catch(() => undefined)
        }),
      )
      html = render()
    }
    const reads = [...made]
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }))
    return { html, reads }
  } finally {
    current = undefined
  }
}
