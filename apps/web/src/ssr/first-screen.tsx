import { reader } from './browser-globals'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router'
import { applyBootData } from '@/app/boot-data'
import { Providers } from '@/app/providers'
import { AppRoutes, routes, type AppRoute } from '@/app/router'
import { queryClient } from '@/lib/query-client'

/**
 * The first screen of `url` as HTML, rendered on the server from the same boot data the page carries, so the
 * browser paints the real screen (its heading, its first cards and their pictures) before the app's scripts
 * have arrived. The app then renders the same screen over it (app/main.tsx).
 *
 * The render is synchronous once the screen's code is loaded: the shared query cache is filled, read and
 * emptied within one turn of the event loop, so no two requests ever see each other's data.
 */
export async function renderFirstScreen(
  url: string,
  boot: Record<string, unknown>,
  { phone, cookie = '' }: { phone: boolean; cookie?: string },
): Promise<string> {
  const { pathname } = new URL(url, 'http://localhost')
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route as AppRoute).lazy?.preload()))
  queryClient.clear()
  // A phone's layout (filters in a side panel) or a wider screen's, and the sidebar as the reader left it: the
  // screen the reader's app will render.
  reader.width = phone ? 412 : 1280
  reader.cookie = cookie
  try {
    applyBootData(boot)
    return renderToString(
      <StrictMode>
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
    )
  } finally {
    queryClient.clear()
  }
}
