import { sql } from 'drizzle-orm'
import { newId } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import { products } from '../../modules/products/products.table'
import { productReviews } from '../../modules/reviews/reviews.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import { vendors } from '../../modules/vendors/vendors.table'
import { demoCatalogue, demoVendors } from './data/catalogue'
import { itemTypeOf, productPictureUrl } from './data/pictures'
import type { Seeder } from './seeders'

const reviewers = [
  'Achieng Otieno',
  'Kamau Njoroge',
  'Fatuma Hassan',
  'Kiprop Cheruiyot',
  'Wambui Mwangi',
  'Omondi Ouma',
  'Nyambura Kariuki',
  'Mutua Musyoka',
]
const comments = [
  'Great quality for the price. Delivered to Nairobi in two days.',
  'Exactly as described. Would buy again.',
  'Good, but the packaging could be better.',
  'My family loves it!',
  'Works well so far. Paid with M-Pesa, very easy.',
  'Decent product, delivery took a while.',
  null,
]

/**
 * Realistic, deterministic stock: mostly 5 to 60, one product in seven running low (1 to 4, so "Only 2
 * left" shows), every eleventh sold out.
 */
export const demoStock = (counter: number) =>
  counter % 11 === 5 ? 0 : counter % 7 === 3 ? (counter % 4) + 1 : 5 + ((counter * 17) % 56)

/**
 * Twenty-two Kenyan vendors, 304 products over the ten categories (every eleventh out of stock), and reviews
 * from eight demo reviewers, with each product's rating and review count computed from its reviews.
 */
export const demoCatalogueSeeder: Seeder = {
  name: 'demo-catalogue',
  async run(db) {
    const now = Date.now()
    const vendorIds = demoVendors.map(() => newId())
    await db.insert(vendors).values(
      demoVendors.map((vendor, index) => ({
        id: vendorIds[index],
        businessName: vendor.name,
        businessDescription: vendor.description,
        businessEmail: `hello@${vendor.name.toLowerCase().replace(/[^a-z]+/g, '')}.co.ke`,
        businessPhone: `+2547${String(10_000_000 + index * 1_234_567).slice(0, 8)}`,
        location: vendor.location,
        verificationStatus: 'approved' as const,
        isActive: true,
      })),
    )

    const rows: (typeof products.$inferInsert)[] = []
    let counter = 0
    for (const [category, { vendors: vendorIndexes, items }] of Object.entries(demoCatalogue)) {
      items.forEach(([name, priceKsh, description], itemIndex) => {
        const vendorIndex = vendorIndexes[itemIndex % vendorIndexes.length]!
        // The drawing of what the product is (its item type, by name), not a shape picked by position.
        const image = productPictureUrl(itemTypeOf(category, name))
        rows.push({
          id: newId(),
          vendorId: vendorIds[vendorIndex],
          name,
          description,
          priceCents: priceKsh * 100,
          imageUrl: image,
          images: [image],
          category,
          location: demoVendors[vendorIndex]!.location,
          stockQuantity: demoStock(counter),
          // Spread over the last 120 days, so "Newest First" has something to sort.
          createdAt: new Date(now - ((counter * 37) % 120) * 86_400_000 - counter * 60_000),
        })
        counter++
      })
    }
    await db.insert(products).values(rows)

    const reviewerIds = reviewers.map(() => newId())
    await db.insert(users).values(
      reviewers.map((name, index) => ({
        id: reviewerIds[index]!,
        name,
        email: `reviewer${index + 1}@soko.demo`,
        emailVerified: true,
      })),
    )
    await db
      .insert(profiles)
      .values(reviewers.map((name, index) => ({ id: reviewerIds[index]!, fullName: name })))
    await db.insert(userRoles).values(reviewerIds.map((userId) => ({ userId, role: 'customer' as const })))

    const reviews: (typeof productReviews.$inferInsert)[] = []
    rows.forEach((product, productIndex) => {
      const count = productIndex % 5 === 4 ? 0 : (productIndex % 4) + 1
      for (let r = 0; r < count; r++) {
        reviews.push({
          productId: product.id!,
          userId: reviewerIds[(productIndex + r * 3) % reviewerIds.length]!,
          rating: 5 - ((productIndex + r) % 3 === 0 ? 1 : 0) - ((productIndex * (r + 1)) % 7 === 0 ? 1 : 0),
          comment: comments[(productIndex + r) % comments.length] ?? null,
        })
      }
    })
    await db.insert(productReviews).values(reviews)
    await db.execute(sql`
      update products p set rating = s.avg, total_reviews = s.n
      from (select product_id, round(avg(rating), 1) as avg, count(*)::int as n from product_reviews group by product_id) s
      where s.product_id = p.id`)
  },
}
