// A screen the server renders (ssr/first-screen.tsx) may send its reader elsewhere instead (an empty cart's
// checkout goes to /shop). React Router cannot navigate inside the server's render: <Redirect> notes the
// address here, and the server answers with a redirect instead of a page (decision 032).

/** Where the screen being rendered on the server sends its reader; reset before each render. */
export const serverRedirect: {
  /** True while the server renders a screen (the browser never sets it). */
  rendering: boolean
  /** An address the server can redirect to (a plain path). */
  to?: string
  /** The screen navigates with history state (a sign-in's return address): only the browser can. */
  inBrowserOnly?: boolean
} = { rendering: false }

/** Called by <Redirect> while the server renders. */
export function noteServerRedirect(to: string | undefined, withState: boolean) {
  if (withState || to === undefined || !to.startsWith('/') || to.startsWith('//')) {
    serverRedirect.inBrowserOnly = true
  } else {
    serverRedirect.to ??= to
  }
}

export function resetServerRedirect() {
  serverRedirect.to = undefined
  serverRedirect.inBrowserOnly = undefined
}
