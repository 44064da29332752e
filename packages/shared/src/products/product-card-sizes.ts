// The product card's `sizes`: the web card uses it and the server preloads the same width (plugins/page-data.ts).
// A module of its own: product.constants is in every page's common chunk, this is needed by the card only.
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
