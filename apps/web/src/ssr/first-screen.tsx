import { reader } from './browser-globals'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router'
import { applyBootData } from '@/app/boot-data'
import { Providers } from '@/app/providers'
import { AppRoutes, routes, type AppRoute } from '@/app/router'
import { renderTimesIn } from '@/lib/date-format'
import { queryClient } from '@/lib/query-client'
import { serverRedirect } from '@/lib/server-redirect'
import { phoneWidth, wideWidth } from '@/lib/rendered-width'
import { renderWithReads, type ReadApi } from './server-reads'

/**
 * The first screen of `url` as HTML, rendered on the server from the same boot data the page carries, so the
 * browser paints the real screen (its heading, its first cards and their pictures) before the app's scripts
 * have arrived. The app then renders the same screen over it (app/main.tsx).
 *
 * A public screen's render is synchronous once its code is loaded: the shared query cache is filled, read and
 * emptied within one turn of the event loop. A signed-in screen (given `readApi`) also gets its first reads,
 * made by the server with the reader's cookie (ssr/server-reads.ts), and carries them for the app in a
 * `#soko-reads` script (app/boot-data.ts). The worker renders one page at a time (ssr/worker.ts), so no two
 * requests ever see each other's data.
 *
 * A screen that sends its reader elsewhere (`<Redirect>`, components/redirect.tsx) answers '': no screen, the
 * app navigates from the static shell (decision 032).
 */
export async function renderFirstScreen(
  url: string,
  boot: Record<string, unknown>,
  { phone, cookie = '', readApi }: { phone: boolean; cookie?: string; readApi?: ReadApi },
): Promise<string> {
  const { pathname } = new URL(url, 'http://localhost')
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route as AppRoute).lazy?.preload()))
  queryClient.clear()
  // A phone's layout (filters in a side panel) or a wider screen's, and the sidebar as the reader left it: the
  // screen the reader's app will render.
  reader.width = phone ? phoneWidth : wideWidth
  reader.cookie = cookie
  renderTimesIn(/(?:^|;\s*)soko_time_zone=(Africa\/Nairobi|UTC)(?:;|$)/.exec(cookie)?.[1])
  try {
    applyBootData(boot)
    const render = () => {
      serverRedirect.noted = false
      return renderToString(
        <StrictMode>
          <Providers>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </StrictMode>,
      )
    }
    serverRedirect.rendering = true
    if (!readApi) return redirected(await finished(render(), render))
    const rendered = await renderWithReads(render, readApi)
    const { reads } = rendered
    const html = redirected(await finished(rendered.html, render))
    if (html === '' || reads.length === 0) return html
    const json = JSON.stringify(reads).replace(/</g, '\\u003c')
    return `${html}<script type="application/json" id="soko-reads">${json}</script>`
  } finally {
    serverRedirect.rendering = false
    queryClient.clear()
    renderTimesIn(undefined)
  }
}

/** The screen as rendered, or none when its last render sent the reader elsewhere. */
function redirected(html: string) {
  return serverRedirect.noted ? '' : html
}

/** A Suspense boundary renderToString could not finish: the browser would render that part itself. */
const unfinishedBoundary = '<!--$!-->'

/**
 * The render once more when a part of it was not finished because its code was still loading: a lazy panel met
 * for the first time by this renderer (its import resolves a moment later). The browser hydrates the whole
 * screen then, instead of rendering that part again (decision 031).
 */
export async function finished(html: string, render: () => string) {
  if (!html.includes(unfinishedBoundary)) return html
  await new Promise((resolve) => setTimeout(resolve, 10))
  return render()
}
