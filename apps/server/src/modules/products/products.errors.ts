import { codedError } from '../../lib/errors'

export const productNotFound = codedError(
  'products.not_found',
  404,
  'Product not found. Please refresh the page and try again.',
)
export const badProductCursor = codedError('products.bad_cursor', 400, 'The page cursor is not valid.')
