// The `sizes` of the pictures a first screen shows largest, in one place: the web app's cards use them, and the
// server preloads the same candidate of a picture's `srcset` (apps/server/src/plugins/page-data.ts), so the
// browser fetches the very width the card will show rather than a second one.

/**
 * A product card in the shop's grid: the page (at most 80rem, 1rem padding) beside the 16rem sidebar from md,
 * in two columns, three from lg, four from xl.
 */
export const PRODUCT_CARD_SIZES = [
  '(min-width: 1536px) 300px',
  '(min-width: 1280px) calc((100vw - 336px) / 4)',
  '(min-width: 1024px) calc((100vw - 320px) / 3)',
  '(min-width: 768px) calc((100vw - 304px) / 2)',
  'calc(50vw - 22px)',
].join(', ')

/** A restaurant card on /food: one column on a phone, two from md, three from 74rem. */
export const RESTAURANT_CARD_SIZES = [
  '(min-width: 1536px) 400px',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 768px) calc((100vw - 304px) / 2)',
  'calc(100vw - 32px)',
].join(', ')

/**
 * A provider card's banner in the services directory: the page (at most 80rem, 1rem padding) beside the 16rem
 * sidebar from md, in one to four columns as that space reaches 36, 56 and 72rem.
 */
export const PROVIDER_CARD_SIZES = [
  '(min-width: 1536px) 300px',
  '(min-width: 1440px) calc((100vw - 336px) / 4)',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 864px) calc((100vw - 304px) / 2)',
  '(min-width: 768px) calc(100vw - 288px)',
  'calc(100vw - 32px)',
].join(', ')

/** A picture drawn at a fixed width of 480 CSS pixels at most (a product page's main picture, a billboard slide). */
export const FIXED_480_SIZES = '480px'
