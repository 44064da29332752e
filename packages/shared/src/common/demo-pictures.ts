// The demo's drawn pictures (apps/server/src/db/seed/assets, made by scripts/demo-pictures.mjs) come in two
// widths each, named <kind>-<width>.webp. A product or provider stores the address of one; the other follows.

/** Square product pictures. */
export const DEMO_PRODUCT_WIDTHS = [240, 480] as const
/** 3:1 provider banners. */
export const DEMO_BANNER_WIDTHS = [360, 720] as const
/** 16:9 event pictures. */
export const DEMO_EVENT_WIDTHS = [360, 720] as const

const demoPicture = /^\/demo\/(products|providers|events)\/([a-z0-9-]+)-(\d+)\.webp$/

/** The `srcset` of a demo picture's address (both widths), or undefined for any other picture. */
export function demoPictureSrcSet(src: string | null | undefined): string | undefined {
  const match = src ? demoPicture.exec(src) : null
  if (!match) return undefined
  const [, folder, kind, width] = match
  const widths: readonly number[] =
    folder === 'products' ? DEMO_PRODUCT_WIDTHS : folder === 'events' ? DEMO_EVENT_WIDTHS : DEMO_BANNER_WIDTHS
  // Older demo pictures (electronics-1.webp) came in one width.
  if (!widths.includes(Number(width))) return undefined
  return widths.map((width) => `/demo/${folder}/${kind}-${width}.webp ${width}w`).join(', ')
}
