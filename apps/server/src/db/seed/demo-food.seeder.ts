import type { OpeningHours } from '@soko/shared/food/food.schema'
import { asc, eq } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import {
  foodOrderEvents,
  foodOrders,
  menuItems,
  restaurantHours,
  restaurants,
} from '../../modules/food/food.table'
import { orderEvents, orderItems, orders } from '../../modules/orders/orders.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import { vendors } from '../../modules/vendors/vendors.table'
import type { Db } from '../client'
import { demoRestaurants } from './data/food'
import type { DemoHours } from './data/food.types'
import { DEMO_PASSWORD } from './demo-users.seeder'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The demo restaurant owner (README's demo accounts): an approved vendor running the `owner: 'demo'` restaurants. */
export const demoRestaurantOwner = {
  email: 'restaurant@soko.demo',
  name: 'Njeri Wambui',
  business: 'Mama Ngina Foods',
  description: 'Home-style Kenyan kitchens in Nairobi, delivering across Kilimani, Kileleshwa and Lavington.',
}

const everyDay = (opens: string, closes: string): OpeningHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }))

/** The named weekly hours of the demo data (Nairobi time). */
export function expandHours(hours: DemoHours): OpeningHours[] {
  if (typeof hours !== 'string') return hours
  switch (hours) {
    case 'all_day':
      return everyDay('00:00', '23:59')
    case 'standard':
      return everyDay('08:00', '22:00')
    case 'late':
      return everyDay('11:00', '02:00')
    case 'lunch_dinner':
      return everyDay('11:00', '23:00')
    case 'breakfast_lunch':
      return everyDay('06:30', '16:00')
    case 'weekdays':
      return [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' }))
  }
}

export const restaurantPictureUrl = (picture: string) => `/demo/restaurants/${picture}-720.webp`
export const dishPictureUrl = (picture: string) => `/demo/dishes/${picture}-480.webp`

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The food side of the demo (issue 13): the restaurants of data/food.ts with their hours and menus, the demo
 * owner (restaurant@soko.demo, an approved vendor) and one vendor account per other owner, and for the demo
 * owner's first restaurant a paid order waiting in the kitchen (from Wanjiku) and a few delivered ones, as
 * checkout, payment and the kitchen leave them.
 */
export const demoFoodSeeder: Seeder = {
  name: 'demo-food',
  // Signs up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoRestaurantOwner.email))
    const ownerUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: demoRestaurantOwner.email, password: DEMO_PASSWORD, name: demoRestaurantOwner.name },
        })
      ).user.id
    await usersService.setRole(ownerUserId, 'vendor')

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      // Seeded already (a run that stopped after the restaurants were written): nothing to add.
      if ((await tx.select({ id: restaurants.id }).from(restaurants).limit(1)).length) return
      const now = Date.now()
      const random = sequence(1313)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!

      // Vendors: the demo owner's, and one user and vendor per other owner's business.
      const approvedAt = new Date(now - 90 * DAY)
      const vendorOfOwner = new Map<string, string>()
      const [demoVendor] = await tx
        .insert(vendors)
        .values({
          id: newIdAt(approvedAt),
          userId: ownerUserId,
          businessName: demoRestaurantOwner.business,
          businessDescription: demoRestaurantOwner.description,
          businessEmail: 'orders@mamangina.soko.demo',
          businessPhone: '+254712345678',
          location: 'Kilimani, Nairobi',
          verificationStatus: 'approved',
          isActive: true,
          createdAt: approvedAt,
          updatedAt: approvedAt,
        })
        .returning()
      vendorOfOwner.set('demo', demoVendor!.id)
      const others = [...new Set(demoRestaurants.map((r) => r.owner).filter((owner) => owner !== 'demo'))]
      for (const [index, business] of others.entries()) {
        const createdAt = new Date(now - (200 - index) * DAY)
        const userId = newIdAt(createdAt)
        const email = `${slug(business)}@restaurants.soko.demo`
        await tx
          .insert(users)
          .values({ id: userId, name: business, email, emailVerified: true, createdAt, updatedAt: createdAt })
        await tx.insert(profiles).values({ id: userId, fullName: business, createdAt, updatedAt: createdAt })
        await tx.insert(userRoles).values({ userId, role: 'vendor' })
        const [vendor] = await tx
          .insert(vendors)
          .values({
            id: newIdAt(new Date(createdAt.getTime() + DAY)),
            userId,
            businessName: business,
            businessEmail: email,
            location: 'Nairobi',
            verificationStatus: 'approved',
            isActive: true,
            createdAt,
            updatedAt: createdAt,
          })
          .returning()
        vendorOfOwner.set(business, vendor!.id)
      }

      // Restaurants, their hours and menus.
      const demoOwned: { id: string; fee: number; dishes: (typeof menuItems.$inferSelect)[] }[] = []
      for (const [index, demo] of demoRestaurants.entries()) {
        const createdAt = new Date(now - (80 - index) * DAY)
        const [restaurant] = await tx
          .insert(restaurants)
          .values({
            id: newIdAt(createdAt),
            vendorId: vendorOfOwner.get(demo.owner)!,
            name: demo.name,
            description: demo.description,
            cuisineType: demo.cuisine,
            address: demo.address,
            phone: demo.phone,
            imageUrl: restaurantPictureUrl(demo.picture),
            rating: demo.rating,
            ratingsCount: 20 + Math.floor(random() * 280),
            deliveryFeeCents: demo.deliveryFee * 100,
            deliveryTimeMinutes: demo.deliveryTimeMinutes,
            minimumOrderCents: demo.minimumOrder * 100,
            isActive: demo.isActive,
            createdAt,
            updatedAt: createdAt,
          })
          .returning()
        const hours = expandHours(demo.hours)
        if (hours.length)
          await tx
            .insert(restaurantHours)
            .values(hours.map((entry) => ({ restaurantId: restaurant!.id, ...entry })))
        const categories = [...new Set(demo.dishes.map((dish) => dish.category))]
        const dishes = demo.dishes.length
          ? await tx
              .insert(menuItems)
              .values(
                demo.dishes.map((dish, n) => ({
                  id: newIdAt(new Date(createdAt.getTime() + n)),
                  restaurantId: restaurant!.id,
                  name: dish.name,
                  description: dish.description,
                  category: dish.category,
                  priceCents: dish.price * 100,
                  imageUrl: dishPictureUrl(dish.picture),
                  isAvailable: dish.available ?? true,
                  portionsLeft: dish.portionsLeft ?? null,
                  sort: categories.indexOf(dish.category),
                  createdAt,
                  updatedAt: createdAt,
                })),
              )
              .returning()
          : []
        if (demo.owner === 'demo')
          demoOwned.push({ id: restaurant!.id, fee: restaurant!.deliveryFeeCents, dishes })
      }

      // The demo owner's kitchen: a paid order waiting (Wanjiku's) and a few delivered ones.
      const kitchen = demoOwned.find((restaurant) => restaurant.dishes.some((dish) => dish.isAvailable))
      if (!kitchen) return
      const customers = await tx
        .select({ id: users.id, name: users.name, email: users.email, phone: profiles.phone })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(userRoles.role, 'customer'))
        .orderBy(asc(users.createdAt))
      const wanjiku = customers.find((customer) => customer.email === 'wanjiku@soko.demo')
      if (!wanjiku) return
      const others2 = customers.filter((customer) => customer.id !== wanjiku.id)
      const orderable = kitchen.dishes.filter((dish) => dish.isAvailable)
      const addresses = [
        'Lenana Road 14, Kilimani',
        'Ngong Road, Adams Arcade',
        'Kindaruma Road 7, Kilimani',
        'Dennis Pritt Road, Kilimani',
        'Wood Avenue 22, Kilimani',
      ]
      const receipt = () =>
        `U${Array.from({ length: 9 }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')}`

      const placeOrder = async (
        customer: (typeof customers)[number],
        createdAt: Date,
        delivered: boolean,
      ) => {
        const orderId = newIdAt(createdAt)
        const paidAt = new Date(createdAt.getTime() + 2 * MINUTE)
        const chosen = [...new Set([pick(orderable), pick(orderable), pick(orderable)])]
        const lines = chosen.map((dish) => ({ dish, quantity: 1 + Math.floor(random() * 2) }))
        const subtotal = lines.reduce((sum, line) => sum + line.dish.priceCents * line.quantity, 0)
        const code = receipt()
        const steps = delivered
          ? [
              {
                status: 'accepted',
                at: new Date(paidAt.getTime() + 4 * MINUTE),
                note: 'Accepted; about 35 minutes',
              },
              { status: 'preparing', at: new Date(paidAt.getTime() + 6 * MINUTE), note: null },
              { status: 'on_the_way', at: new Date(paidAt.getTime() + 25 * MINUTE), note: null },
              { status: 'delivered', at: new Date(paidAt.getTime() + 38 * MINUTE), note: null },
            ]
          : []
        const last = steps.at(-1)?.at ?? paidAt
        await tx.insert(orders).values({
          id: orderId,
          userId: customer.id,
          status: delivered ? 'completed' : 'paid',
          paymentStatus: 'paid',
          paymentMethod: 'mpesa',
          transactionId: code,
          paymentReceipt: code,
          totalAmountCents: subtotal + kitchen.fee,
          shippingAddress: pick(addresses),
          shippingCity: 'Nairobi',
          contactPhone: customer.phone ?? '+254712345678',
          contactEmail: customer.email,
          reservedUntil: null,
          paidAt,
          createdAt,
          updatedAt: last,
        })
        await tx.insert(orderItems).values([
          ...lines.map(({ dish, quantity }) => ({
            orderId,
            kind: 'food',
            referenceId: dish.id,
            name: dish.name,
            imageUrl: dish.imageUrl,
            quantity,
            priceAtPurchaseCents: dish.priceCents,
            createdAt,
          })),
          ...(kitchen.fee > 0
            ? [
                {
                  orderId,
                  kind: 'food',
                  referenceId: `delivery:${kitchen.id}`,
                  name: 'Delivery fee',
                  quantity: 1,
                  priceAtPurchaseCents: kitchen.fee,
                  createdAt,
                },
              ]
            : []),
        ])
        await tx.insert(orderEvents).values([
          { orderId, event: 'placed', note: 'Items reserved for 15 minutes', createdAt },
          { orderId, event: 'paid', note: `Paid with M-Pesa (${code})`, createdAt: paidAt },
          ...(delivered
            ? [
                { orderId, event: 'processing', note: 'Accepted by the restaurant', createdAt: steps[0]!.at },
                { orderId, event: 'completed', note: 'Delivered by the restaurant', createdAt: last },
              ]
            : []),
        ])
        await tx.insert(foodOrders).values({
          orderId,
          restaurantId: kitchen.id,
          userId: customer.id,
          status: delivered ? 'delivered' : 'placed',
          estimateMinutes: delivered ? 35 : null,
          estimatedDeliveryAt: delivered ? new Date(steps[0]!.at.getTime() + 35 * MINUTE) : null,
          deliveryAddress: pick(addresses),
          deliveryCity: 'Nairobi',
          notes: delivered ? null : 'Please call when you reach the gate.',
          subtotalCents: subtotal,
          deliveryFeeCents: kitchen.fee,
          paidAt,
          createdAt,
          updatedAt: last,
        })
        await tx
          .insert(foodOrderEvents)
          .values([
            { orderId, status: 'awaiting_payment', createdAt },
            { orderId, status: 'placed', note: 'Paid; sent to the restaurant', createdAt: paidAt },
            ...steps.map((step) => ({ orderId, status: step.status, note: step.note, createdAt: step.at })),
          ])
      }

      for (let n = 0; n < 4; n++)
        await placeOrder(
          others2.length ? pick(others2) : wanjiku,
          new Date(now - (1 + n) * DAY - Math.floor(random() * 6 * 60) * MINUTE),
          true,
        )
      await placeOrder(wanjiku, new Date(now - 8 * MINUTE), false)
    })
  },
}
