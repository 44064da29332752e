import {
  ADVERT_DESCRIPTION_MAX,
  ADVERT_TITLE_MAX,
  BILLBOARD_MAX,
  truncate,
  type Advert,
} from '@soko/shared/adverts/advert.schema'
import type { ProductsService } from '../products/products.service'

/** Fisher-Yates with an injectable random source (tests pass a fixed one). */
function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

export type AdvertSource = (limit: number) => Promise<Advert[]>

/**
 * The billboard mix (spec 000 section 9): at most `max` items, 60% in-stock products, 30% open jobs,
 * 10% available properties, shuffled. Sources that do not exist yet (jobs, properties) give nothing and
 * products fill their share.
 */
export function createAdvertsService({
  products,
  jobs = async () => [],
  properties = async () => [],
  random = Math.random,
}: {
  products: ProductsService
  jobs?: AdvertSource
  properties?: AdvertSource
  random?: () => number
}) {
  return {
    async mix(max = BILLBOARD_MAX): Promise<Advert[]> {
      const [jobItems, propertyItems] = await Promise.all([
        jobs(Math.round(max * 0.3)),
        properties(Math.round(max * 0.1)),
      ])
      const productShare = max - jobItems.length - propertyItems.length
      // Take more than needed and pick at random, so "More Ads" shows a different mix.
      const pool = await products.newestInStock(Math.max(productShare * 3, productShare))
      const productItems: Advert[] = shuffle(pool, random)
        .slice(0, productShare)
        .map((product) => ({
          id: product.id,
          type: 'product',
          title: truncate(product.name, ADVERT_TITLE_MAX),
          description: truncate(product.description, ADVERT_DESCRIPTION_MAX),
          price: product.price,
          image_url: product.image_url,
          location: product.location,
          vendor: product.vendor,
          category: product.category,
          link: `/product/${product.id}`,
        }))
      return shuffle([...productItems, ...jobItems, ...propertyItems], random).slice(0, max)
    },
  }
}
export type AdvertsService = ReturnType<typeof createAdvertsService>
