/**
 * The width the server's renderer of first screens assumes for a reader (apps/web/src/ssr/first-screen.tsx):
 * a phone's or a wider screen's, guessed from the request. The browser, hydrating that screen, answers its
 * media queries for the same width until the screen is its own (lib/use-media-query.ts), so both render the
 * same layout; the real width takes over right after.
 */
export const phoneWidth = 412
export const wideWidth = 1280

/** `(max-width: …px)` and `(min-width: …px)` against `width`; any other feature does not match. */
export function matchesWidth(query: string, width: number) {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  if (conditions.length === 0) return false
  return conditions.every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  )
}

let renderedWidth: number | undefined

/** The browser is hydrating a screen the server rendered for a phone (or not). */
export function hydratingScreenRenderedFor(phone: boolean) {
  renderedWidth = phone ? phoneWidth : wideWidth
}

/** Whether `query` matched on the server's render of the screen being hydrated; undefined when there is none. */
export function matchedWhenRendered(query: string): boolean | undefined {
  return renderedWidth === undefined ? undefined : matchesWidth(query, renderedWidth)
}
