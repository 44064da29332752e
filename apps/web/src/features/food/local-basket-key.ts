/** Where a visitor's food basket lives in localStorage (decision 019). Apart from local-basket.ts, so the page
 * shell can tell whether there is one to move at sign-in without downloading the food code. */
export const localBasketKey = 'soko.food-basket'
