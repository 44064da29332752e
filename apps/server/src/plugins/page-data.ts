// What the first HTML of a page can carry so the browser need not ask for it after the scripts have run:
// the session of the reader (GET /api/me's answer, or null for a guest) and a preload of the first screen's
// largest picture (its largest paint): the product's main picture on a product page, the first product of
// the list on the shop, the first restaurant of the list on /food, the first provider's banner on /services (the
// three lists also carry their first page), and the billboard's first slide on the home page, whose mix the page also carries
// so the app shows the very slide whose picture is loading. Each saves a round trip on a slow network.
import { BILLBOARD_MAX } from '@soko/shared/adverts/advert.schema'
import { pictureSources } from '@soko/shared/common/demo-pictures'
import {
  productSorts,
  SHOP_PRICE_MAX,
  SHOP_PRICE_STEP,
  type ProductSort,
} from '@soko/shared/products/product.constants'
import {
  productDetailSchema,
  productListQuerySchema,
  type ProductPage,
} from '@soko/shared/products/product.schema'
import { RESTAURANT_CARD_SIZES } from '@soko/shared/food/food.constants'
import { PRODUCT_CARD_SIZES } from '@soko/shared/products/product-card-sizes'
import {
  cuisines,
  DELIVERY_FEE_SLIDER,
  DELIVERY_TIME_SLIDER,
  restaurantListQuerySchema,
  restaurantSorts,
  type RestaurantPage,
} from '@soko/shared/food/food.schema'
import {
  PROVIDER_CARD_SIZES,
  directoryCategories,
  directoryMinRatings,
  directorySorts,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
  directoryRateFromUrl,
} from '@soko/shared/providers/provider.constants'
import { directoryQuerySchema, type DirectoryPage } from '@soko/shared/providers/provider.schema'
import { EVENT_CARD_SIZES } from '@soko/shared/events/event.constants'
import { eventListQuerySchema, type EventPage } from '@soko/shared/events/event.schema'
import { PROPERTY_CARD_SIZES, PROPERTY_GALLERY_SIZES } from '@soko/shared/real-estate/real-estate.constants'
import {
  propertyDetailSchema,
  propertyListQuerySchema,
  type PropertyPage,
} from '@soko/shared/real-estate/real-estate.schema'
import { jobDetailSchema } from '@soko/shared/jobs/jobs.schema'
import { meSchema } from '@soko/shared/users/profile.schema'
import type { FastifyRequest } from 'fastify'
import type { AdvertsService } from '../modules/adverts/adverts.service'
import type { FoodService } from '../modules/food/food.service'
import type { createDirectoryService } from '../modules/providers/directory.service'
import type { createEventsService } from '../modules/events/events.service'
import type { createJobsService } from '../modules/jobs/jobs.service'
import type { createRealEstateService } from '../modules/real-estate/real-estate.service'
import type { ProductsService } from '../modules/products/products.service'
import type { UsersService } from '../modules/users/users.service'
import type { AuthUser } from './auth-guard.plugin'

export interface PageData {
  /** Extra tags for the head. */
  head: string
  /** JSON the web app reads before its first render (`<script type="application/json" id="soko-boot">`). */
  boot: Record<string, unknown>
  /** The reader saves data (decision 017): the page's pictures are the small ones. */
  dataSaver?: boolean
}

const productPath = /^\/products?\/([0-9a-f-]{36})$/i
const shopPath = /^\/(shop|products)\/?$/

/** A price from the URL on the shop slider's grid, as the web app reads it (features/shop/shop-filters.ts). */
function shopPrice(value: string | null, fallback: number) {
  if (value === null || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isFinite(number)) return fallback
  return Math.round(Math.min(SHOP_PRICE_MAX, Math.max(0, number)) / SHOP_PRICE_STEP) * SHOP_PRICE_STEP
}

/** The list query the shop's first screen asks for this address (parseShopFilters + toProductListParams). */
export function shopListQuery(params: URLSearchParams) {
  let minPrice = shopPrice(params.get('min_price'), 0)
  let maxPrice = shopPrice(params.get('max_price'), SHOP_PRICE_MAX)
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const search = (params.get('search') ?? '').trim()
  const category = params.get('category')?.trim()
  const sort = params.get('sort')
  return productListQuerySchema.parse({
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(minPrice > 0 ? { min_price: minPrice } : {}),
    ...(maxPrice < SHOP_PRICE_MAX ? { max_price: maxPrice } : {}),
    sort: (productSorts as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'newest',
  })
}

const foodPath = /^\/food\/?$/

/** A slider's value from the URL, on its steps and in its range, as the web app reads it; else undefined. */
function sliderValue(raw: string | null, { min, max, step }: { min: number; max: number; step: number }) {
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const value = Number(raw)
  if (value < min || value > max) return undefined
  return Math.round(value / step) * step
}

/** The list query /food's first screen asks for this address (features/food/food-filters.ts). */
export function foodListQuery(params: URLSearchParams) {
  const search = (params.get('search') ?? '').trim()
  const cuisine = params.get('cuisine')
  const sort = params.get('sort')
  const maxFee = sliderValue(params.get('max_fee'), DELIVERY_FEE_SLIDER)
  const maxTime = sliderValue(params.get('max_time'), DELIVERY_TIME_SLIDER)
  return restaurantListQuerySchema.parse({
    ...(search ? { search } : {}),
    ...((cuisines as readonly string[]).includes(cuisine ?? '') ? { cuisine } : {}),
    sort: (restaurantSorts as readonly string[]).includes(sort ?? '') ? sort : 'relevance',
    ...(maxFee !== undefined ? { max_fee: maxFee } : {}),
    ...(maxTime ? { max_time: maxTime } : {}),
  })
}

const servicesPath = /^\/services\/?$/
const realEstatePath = /^\/real-estate\/?$/
const eventsPath = /^\/events\/?$/
const propertyPath = /^\/property\/([0-9a-f-]{36})$/i
const jobPath = /^\/jobs\/([0-9a-f-]{36})$/i

/** The list query /services's first screen asks for this address (features/services/directory-filters.ts). */
export function servicesListQuery(params: URLSearchParams) {
  const search = (params.get('search') ?? '').trim()
  const category = params.get('category')
  const sort = params.get('sort')
  const minRating = Number(params.get('min_rating'))
  let rateMin = directoryRateFromUrl(params.get('rate_min'), RATE_RANGE_MIN)
  let rateMax = directoryRateFromUrl(params.get('rate_max'), RATE_RANGE_MAX)
  if (rateMin > rateMax) [rateMin, rateMax] = [rateMax, rateMin]
  return directoryQuerySchema.parse({
    ...(search ? { search } : {}),
    ...((directoryCategories as readonly string[]).includes(category ?? '') ? { category } : {}),
    sort: (directorySorts as readonly string[]).includes(sort ?? '') ? sort : 'relevance',
    ...((directoryMinRatings as readonly number[]).includes(minRating) && minRating > 0
      ? { min_rating: minRating }
      : {}),
    ...(rateMin > RATE_RANGE_MIN ? { rate_min: rateMin } : {}),
    ...(rateMax < RATE_RANGE_MAX ? { rate_max: rateMax } : {}),
  })
}

/** A product page's main picture and a billboard slide are drawn 480 CSS pixels wide at most (ProductImage). */
const FIXED_480_SIZES = '480px'

const pictureUrl = (url: string | null | undefined) =>
  url && (url.startsWith('/') || url.startsWith('http')) ? url : undefined

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function createPageData({
  users,
  products,
  adverts,
  restaurants,
  directory,
  properties,
  events,
  jobs,
  currentUser,
}: {
  users: UsersService
  products: ProductsService
  adverts?: AdvertsService
  restaurants?: Pick<FoodService, 'list'>
  directory?: Pick<ReturnType<typeof createDirectoryService>, 'list'>
  properties?: Pick<ReturnType<typeof createRealEstateService>, 'list' | 'detail'>
  jobs?: Pick<ReturnType<typeof createJobsService>, 'detail'>
  events?: Pick<ReturnType<typeof createEventsService>, 'list'>
  currentUser(request: FastifyRequest): Promise<AuthUser | null>
}) {
  /** The first screen's largest picture, and what the app needs to show that very picture first. */
  type FirstPicture = { image?: string; sizes?: string; boot?: Record<string, unknown> }
  /** `viewer` settles to the reader's id: only a property's and a job's page wait for it. */
  async function firstPicture(
    pathname: string,
    query: string,
    viewer: Promise<string | null>,
  ): Promise<FirstPicture> {
    const productId = productPath.exec(pathname)?.[1]
    if (productId) {
      const detail = await products.get(productId).catch(() => null)
      if (!detail) return {}
      const { product } = detail
      // The product travels with the HTML too, as GET /api/products/:id answers it (web get-product.ts).
      return {
        image: pictureUrl(product.images[0] ?? product.image_url),
        sizes: FIXED_480_SIZES,
        boot: { lists: { product: { query: { id: productId }, page: productDetailSchema.parse(detail) } } },
      }
    }
    if (shopPath.test(pathname)) {
      const listQuery = shopListQuery(new URLSearchParams(query))
      const page = JSON.parse(await products.listJson(listQuery)) as ProductPage
      // As on /food: the first page travels with the HTML, for the filters the app will ask with.
      const { limit: _limit, cursor: _cursor, ...filters } = listQuery
      return {
        image: pictureUrl(page.items[0]?.image_url),
        sizes: PRODUCT_CARD_SIZES,
        boot: { lists: { products: { query: filters, page } } },
      }
    }
    if (foodPath.test(pathname) && restaurants) {
      const listQuery = foodListQuery(new URLSearchParams(query))
      const page: RestaurantPage = await restaurants.list(listQuery)
      // The first page travels with the HTML (web lib/boot-lists.ts), for the filters the app will ask for.
      const { page: _page, limit: _limit, ...filters } = listQuery
      return {
        image: pictureUrl(page.restaurants[0]?.image_url),
        sizes: RESTAURANT_CARD_SIZES,
        boot: { lists: { restaurants: { query: filters, page } } },
      }
    }
    if (servicesPath.test(pathname) && directory) {
      const listQuery = servicesListQuery(new URLSearchParams(query))
      const page: DirectoryPage = await directory.list(listQuery)
      // The web app leaves the defaults out of its query (toDirectoryListParams): so does the boot list.
      const { page: _page, min_rating, rate_min, rate_max, ...filters } = listQuery
      return {
        image: pictureUrl(page.providers[0]?.banner_image_url),
        sizes: PROVIDER_CARD_SIZES,
        boot: {
          lists: {
            services: {
              query: {
                ...filters,
                ...(min_rating > 0 ? { min_rating } : {}),
                ...(rate_min > RATE_RANGE_MIN ? { rate_min } : {}),
                ...(rate_max < RATE_RANGE_MAX ? { rate_max } : {}),
              },
              page,
            },
          },
        },
      }
    }
    // /real-estate as most visitors first open it, without filters (its filters stay the app's to read).
    if (realEstatePath.test(pathname) && query === '' && properties) {
      const page: PropertyPage = await properties.list(propertyListQuerySchema.parse({}))
      return {
        image: pictureUrl(page.items[0]?.image_url),
        sizes: PROPERTY_CARD_SIZES,
        boot: { lists: { properties: { query: { sort: 'newest' }, page } } },
      }
    }
    // /events as most visitors first open it, without filters (its filters stay the app's to read).
    if (eventsPath.test(pathname) && query === '' && events) {
      const page: EventPage = await events.list(eventListQuerySchema.parse({}))
      return {
        image: pictureUrl(page.events[0]?.image_url),
        sizes: EVENT_CARD_SIZES,
        boot: { lists: { events: { query: { sort: 'upcoming' }, page } } },
      }
    }
    // A property's and a job's page carry them as the viewer's GET answers them (web get-property, get-job).
    const propertyId = propertyPath.exec(pathname)?.[1]
    if (propertyId && properties) {
      const viewerId = await viewer
      const detail = await properties.detail(propertyId, viewerId).catch(() => null)
      if (!detail) return {}
      return {
        image: pictureUrl(detail.images[0] ?? detail.image_url),
        sizes: PROPERTY_GALLERY_SIZES,
        boot: {
          lists: {
            property: {
              query: { id: propertyId, viewer: viewerId ?? 'guest' },
              page: propertyDetailSchema.parse(detail),
            },
          },
        },
      }
    }
    const jobId = jobPath.exec(pathname)?.[1]
    if (jobId && jobs) {
      const viewerId = await viewer
      const detail = await jobs.detail(jobId, viewerId).catch(() => null)
      if (!detail) return {}
      return {
        boot: {
          lists: {
            job: { query: { id: jobId, viewer: viewerId ?? 'guest' }, page: jobDetailSchema.parse(detail) },
          },
        },
      }
    }
    if (pathname === '/' && adverts) {
      const billboard = await adverts.mix(BILLBOARD_MAX)
      return { image: pictureUrl(billboard[0]?.image_url), sizes: FIXED_480_SIZES, boot: { billboard } }
    }
    return {}
  }

  return async function pageData(request: FastifyRequest, pathname: string): Promise<PageData> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : ''
    const reader = currentUser(request)
    const [user, picture] = await Promise.all([
      reader,
      firstPicture(
        pathname,
        query,
        reader.then((found) => found?.id ?? null),
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first picture unavailable')
        return {} as FirstPicture
      }),
    ])
    const session = user ? meSchema.parse(await users.getMe(user.id)) : null
    // With data saver the page shows the smallest width (decision 017): preload that one, not the stored one.
    const choice = /(?:^|;\s*)soko_data_saver=(on|off)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1]
    const dataSaver = choice
      ? choice === 'on'
      : (session?.profile.data_saver ?? String(request.headers['save-data'] ?? '').toLowerCase() === 'on')
    const head = picture.image ? preloadLink(picture.image, picture.sizes, dataSaver) : ''
    return { head, boot: { session, ...picture.boot }, dataSaver }
  }
}

/**
 * The preload of a picture as its `<img>` will ask for it: with its `srcset` and the slot's `sizes`, the browser
 * picks the same width it will pick for the image (a plain `href` may be another width, fetched for nothing).
 */
function preloadLink(picture: string, sizes: string | undefined, dataSaver: boolean) {
  const { src, srcSet } = pictureSources(picture, { dataSaver })
  const candidates =
    srcSet && sizes ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}"` : ''
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${candidates} fetchpriority="high">`
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
export function bootScript(boot: Record<string, unknown>, json = JSON.stringify(boot)) {
  return `<script type="application/json" id="soko-boot">${json.replace(/</g, '\\u003c')}</script>`
}
