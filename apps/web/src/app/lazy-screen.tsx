import { type ComponentType, use, useState } from 'react'
import { useLocation, useParams, type Params } from 'react-router'
import { useRouteTitle, type RouteTitle } from '@/lib/document-title'
import { trackScreenLoad } from '@/lib/screen-loading'

/**
 * A screen module under app/routes: its default export is the route's component, its `title` the key of the
 * route's document title (none: the home page's). Declared beside the screen so the text travels in its chunk.
 */
export type ScreenModule = { default: ComponentType; title?: RouteTitle }

/** Starts a screen's first API call as its route is entered, in parallel with the download of its code. */
export type Prefetch = (args: { url: URL; params: Params }) => void

/**
 * True while the browser hydrates a screen the server rendered (app/main.tsx): the page carried that screen's
 * data (its boot data or the server's reads), so the route's prefetch would only ask the API again for what is
 * already on the screen.
 */
export const hydration = { serverScreen: false }

export interface LazyScreen {
  /** Renders the screen, suspending until its code has arrived. */
  Screen: ComponentType<{ prefetch?: Prefetch }>
  /** Downloads the screen's code (once); main.tsx waits for the first screen before the first render. */
  preload(): Promise<void>
}

/** A screen whose code loads only when its route matches, so each route is its own chunk. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | undefined
  let title: RouteTitle | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= trackScreenLoad(load()).then((module) => {
      Loaded = module.default
      title = module.title
    }))

  function Screen({ prefetch }: { prefetch?: Prefetch }) {
    const location = useLocation()
    const params = useParams()
    // Once as the route is entered (not as its search parameters change), while the code downloads; the
    // screen then reads the same queries from the cache. A render React retries may call it again: the
    // prefetches are idempotent.
    useState(() => {
      if (!hydration.serverScreen)
        prefetch?.({ url: new URL(location.pathname + location.search, window.location.origin), params })
      return null
    })
    if (!Loaded) use(preload())
    const Component = Loaded as ComponentType
    return (
      <>
        <RouteDocumentTitle titleKey={title} />
        <Component />
      </>
    )
  }
  return { Screen, preload }
}

/** Every route's document title, set once here; screens whose title depends on data use useDocumentTitle. */
function RouteDocumentTitle({ titleKey }: { titleKey: RouteTitle | undefined }) {
  useRouteTitle(titleKey)
  return null
}
