// The demo's drawn pictures (apps/server/src/db/seed/assets, made by scripts/demo-pictures.mjs and, for food,
// scripts/food-pictures.mjs, for real estate scripts/property-pictures.mjs, for medicines
// scripts/medication-pictures.mjs) come in two widths each, named <kind>-<width>.webp. A product, provider, event,
// restaurant, dish, property or medication stores the address of one; the other follows.

/** Square product pictures. */
export const DEMO_PRODUCT_WIDTHS = [240, 480] as const
/** 3:1 provider banners. */
export const DEMO_BANNER_WIDTHS = [360, 720] as const
/** 16:9 event pictures. */
export const DEMO_EVENT_WIDTHS = [360, 720] as const
/** Square dish pictures of the food menus. */
export const DEMO_DISH_WIDTHS = [240, 480] as const
/** 16:9 restaurant pictures. */
export const DEMO_RESTAURANT_WIDTHS = [360, 720] as const
/** 4:3 property pictures (outsides and rooms). */
export const DEMO_PROPERTY_WIDTHS = [480, 960] as const
/** Square medicine pack pictures of the pharmacies. */
export const DEMO_MEDICATION_WIDTHS = [240, 480] as const

const demoPicture =
  /^\/demo\/(products|providers|events|dishes|restaurants|properties|medications)\/([a-z0-9-]+)-(\d+)\.webp$/

const demoWidths: Readonly<Record<string, readonly number[]>> = {
  products: DEMO_PRODUCT_WIDTHS,
  providers: DEMO_BANNER_WIDTHS,
  events: DEMO_EVENT_WIDTHS,
  dishes: DEMO_DISH_WIDTHS,
  restaurants: DEMO_RESTAURANT_WIDTHS,
  properties: DEMO_PROPERTY_WIDTHS,
  medications: DEMO_MEDICATION_WIDTHS,
}

/** The `srcset` of a demo picture's address (both widths), or undefined for any other picture. */
export function demoPictureSrcSet(src: string | null | undefined): string | undefined {
  const match = src ? demoPicture.exec(src) : null
  if (!match) return undefined
  const [, folder, kind, width] = match
  const widths = demoWidths[folder!]!
  // Older demo pictures (electronics-1.webp) came in one width.
  if (!widths.includes(Number(width))) return undefined
  return widths.map((width) => `/demo/${folder}/${kind}-${width}.webp ${width}w`).join(', ')
}

/** Widths an uploaded picture is stored in besides its largest (apps/server/src/lib/image-store.ts). */
export const UPLOAD_WIDTHS = [240, 480] as const
/** The largest side of an uploaded picture, and the suffix that says its smaller widths exist. */
export const UPLOAD_MAX_SIDE = 1200

const uploadedPicture = /^(\/uploads\/[a-z0-9/_-]+)-1200\.webp$/

/**
 * The `src` and `srcset` of any picture address: a demo picture or an upload stored in several widths gets
 * them all in `srcset`, any other address stands alone. With data saver the smallest width alone is taken
 * (issue 18: smaller pictures), whatever the slot.
 */
export function pictureSources(
  src: string,
  { dataSaver = false }: { dataSaver?: boolean } = {},
): { src: string; srcSet?: string } {
  const upload = uploadedPicture.exec(src)
  const srcSet = upload
    ? [
        ...UPLOAD_WIDTHS.map((width) => `${upload[1]}-${width}.webp ${width}w`),
        `${src} ${UPLOAD_MAX_SIDE}w`,
      ].join(', ')
    : demoPictureSrcSet(src)
  if (!srcSet) return { src }
  if (dataSaver) return { src: srcSet.split(', ')[0]!.split(' ')[0]! }
  return { src, srcSet }
}
