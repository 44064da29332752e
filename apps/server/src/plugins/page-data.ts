// What the first HTML of a page can carry so the browser need not ask for it after the scripts have run:
// the session of the reader (GET /api/me's answer, or null for a guest) and, on a product page, a preload of
// the product's main picture (the page's largest paint). Each saves a round trip on a slow network.
import { meSchema } from '@soko/shared/users/profile.schema'
import type { FastifyRequest } from 'fastify'
import type { ProductsService } from '../modules/products/products.service'
import type { UsersService } from '../modules/users/users.service'
import type { AuthUser } from './auth-guard.plugin'

export interface PageData {
  /** Extra tags for the head. */
  head: string
  /** JSON the web app reads before its first render (`<script type="application/json" id="soko-boot">`). */
  boot: Record<string, unknown>
}

const productPath = /^\/products?\/([0-9a-f-]{36})$/i

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function createPageData({
  users,
  products,
  currentUser,
}: {
  users: UsersService
  products: ProductsService
  currentUser(request: FastifyRequest): Promise<AuthUser | null>
}) {
  return async function pageData(request: FastifyRequest, pathname: string): Promise<PageData> {
    const user = await currentUser(request)
    const session = user ? meSchema.parse(await users.getMe(user.id)) : null
    let head = ''
    const productId = productPath.exec(pathname)?.[1]
    if (productId) {
      const image = await products
        .require(productId)
        .then((product) => product.images[0] ?? product.image_url)
        .catch(() => null)
      if (image?.startsWith('/') || image?.startsWith('http')) {
        head = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`
      }
    }
    return { head, boot: { session } }
  }
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
export function bootScript(boot: Record<string, unknown>) {
  return `<script type="application/json" id="soko-boot">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`
}
