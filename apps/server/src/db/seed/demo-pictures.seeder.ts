import { sql } from 'drizzle-orm'
import { demoCatalogue } from './data/catalogue'
import { itemTypeOf, productPictureUrl, providerBannerUrl, tradeOf } from './data/pictures'
import { demoDirectoryProviders, demoFundi } from './demo-providers.seeder'
import type { Seeder } from './seeders'

/**
 * For a database seeded before the drawn pictures: its demo products still point at the old shapes
 * (/demo/products/books-1.webp, no longer shipped) and its demo providers have no banner. Gives each demo
 * product (and its order lines) the picture of its item type and each demo provider the banner of its trade,
 * touching only rows that still have an old picture or none (a picture a vendor uploaded stays). On a database
 * seeded with the drawn pictures it changes nothing.
 */
export const demoPicturesSeeder: Seeder = {
  name: 'demo-pictures',
  async run(db) {
    const products = Object.entries(demoCatalogue).flatMap(([category, { items }]) =>
      items.map(([name]) => sql`(${category}, ${name}, ${productPictureUrl(itemTypeOf(category, name))})`),
    )
    await db.execute(sql`
      update products p set image_url = v.url, images = jsonb_build_array(v.url)
      from (values ${sql.join(products, sql`, `)}) as v(category, name, url)
      where p.category = v.category and p.name = v.name
        and p.image_url ~ '^/demo/products/[a-z-]+-[1-3]\\.webp$'`)
    // Order lines keep the picture they were ordered with: the old one is gone, so they show the new one.
    await db.execute(sql`
      update order_items oi set image_url = p.image_url
      from products p
      where oi.product_id = p.id and oi.image_url ~ '^/demo/products/[a-z-]+-[1-3]\\.webp$'`)

    const providers = [...demoDirectoryProviders, demoFundi].map(
      (provider) => sql`(${provider.business}, ${providerBannerUrl(tradeOf(provider))})`,
    )
    await db.execute(sql`
      update service_provider_profiles p set banner_image_url = v.url
      from (values ${sql.join(providers, sql`, `)}) as v(business, url)
      where p.business_name = v.business and p.banner_image_url is null and p.provider_type <> 'vendor'`)
  },
}
