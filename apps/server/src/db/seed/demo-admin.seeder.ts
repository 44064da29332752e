import { asc, eq, sql } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { auditLog } from '../../modules/admin/audit.table'
import { users } from '../../modules/auth/auth.table'
import { orderEvents, orderItems, orders } from '../../modules/orders/orders.table'
import { products } from '../../modules/products/products.table'
import { vendors } from '../../modules/vendors/vendors.table'
import type { Seeder } from './seeders'

const DAY = 24 * 60 * 60 * 1000

/** Vendors waiting for an admin, and one turned down (001 section 4). */
const waitingVendors = [
  {
    businessName: 'Nyota Fashion House',
    businessEmail: 'hello@nyotafashion.co.ke',
    businessPhone: '0722 410 118',
    businessDescription: 'Kitenge dresses and shirts, tailored in Eastleigh.',
    verificationStatus: 'pending' as const,
  },
  {
    businessName: 'Mombasa Spice Traders',
    businessEmail: 'orders@mombasaspice.co.ke',
    businessPhone: '0733 902 551',
    businessDescription: 'Pilau masala, chai spice and dried chillies from the coast.',
    verificationStatus: 'pending' as const,
  },
  {
    businessName: 'Kisumu Fresh Farms',
    businessEmail: 'farm@kisumufresh.co.ke',
    businessPhone: '0711 385 220',
    businessDescription: 'Fruit and vegetables from the lake region, delivered weekly.',
    verificationStatus: 'pending' as const,
  },
  {
    businessName: 'Rift Valley Motors',
    businessEmail: 'sales@riftmotors.co.ke',
    businessPhone: '0700 118 743',
    businessDescription: 'Used car parts.',
    verificationStatus: 'rejected' as const,
  },
]

/** The demo customer's orders over the last 30 days, in every status, so the admin panel has a life. */
const demoOrders: {
  daysAgo: number
  status: string
  method: 'mpesa' | 'paypal'
  lines: [number, number][]
}[] = [
  {
    daysAgo: 29,
    status: 'completed',
    method: 'mpesa',
    lines: [
      [0, 1],
      [3, 2],
    ],
  },
  { daysAgo: 26, status: 'completed', method: 'paypal', lines: [[5, 1]] },
  {
    daysAgo: 22,
    status: 'completed',
    method: 'mpesa',
    lines: [
      [8, 1],
      [1, 1],
    ],
  },
  { daysAgo: 18, status: 'cancelled', method: 'mpesa', lines: [[2, 1]] },
  { daysAgo: 15, status: 'completed', method: 'mpesa', lines: [[12, 3]] },
  {
    daysAgo: 12,
    status: 'completed',
    method: 'paypal',
    lines: [
      [4, 1],
      [9, 1],
    ],
  },
  { daysAgo: 9, status: 'completed', method: 'mpesa', lines: [[15, 2]] },
  { daysAgo: 6, status: 'completed', method: 'mpesa', lines: [[7, 1]] },
  {
    daysAgo: 4,
    status: 'processing',
    method: 'mpesa',
    lines: [
      [10, 1],
      [11, 1],
    ],
  },
  { daysAgo: 3, status: 'completed', method: 'paypal', lines: [[6, 2]] },
  { daysAgo: 2, status: 'processing', method: 'mpesa', lines: [[14, 1]] },
  { daysAgo: 1, status: 'paid', method: 'mpesa', lines: [[13, 1]] },
  // Not paid within the reservation: the sweep cancelled it, as it does real orders (decision 004).
  { daysAgo: 0.5, status: 'expired', method: 'mpesa', lines: [[16, 1]] },
  // Placed minutes ago: pending only while its 15-minute reservation lives, with its stock taken.
  { daysAgo: 4 / (24 * 60), status: 'pending', method: 'paypal', lines: [[17, 2]] },
]

/** An order's stock reservation lasts this long (the checkout's default); a pending order is younger. */
const RESERVATION_MS = 15 * 60 * 1000

export const demoAdminSeeder: Seeder = {
  name: 'demo-admin',
  async run(db) {
    const [customer] = await db.select().from(users).where(eq(users.email, 'wanjiku@soko.demo'))
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@soko.demo'))
    if (!customer || !admin) return
    const stock = await db.select().from(products).orderBy(asc(products.id)).limit(20)
    if (stock.length < 18) return

    const added = await db.insert(vendors).values(waitingVendors).returning()
    const rejected = added.find((vendor) => vendor.verificationStatus === 'rejected')
    if (rejected) {
      await db.insert(auditLog).values({
        actorId: admin.id,
        actorName: admin.name,
        actorEmail: admin.email,
        action: 'vendor.reject',
        entityType: 'vendor',
        entityId: rejected.id,
        summary: `Rejected vendor "${rejected.businessName}"`,
        before: { verification_status: 'pending' },
        after: { verification_status: 'rejected' },
        createdAt: new Date(Date.now() - 2 * DAY),
      })
    }

    for (const order of demoOrders) {
      const createdAt = new Date(Date.now() - order.daysAgo * DAY)
      const pending = order.status === 'pending'
      const expired = order.status === 'expired'
      // A pending order holds its stock, so it can only be for products that have enough.
      const lines = order.lines.map(([index, quantity]) => ({
        product: pending
          ? (stock.slice(index).find((product) => product.stockQuantity >= quantity) ?? stock[index]!)
          : stock[index]!,
        quantity,
      }))
      const total = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)
      const paid = ['paid', 'processing', 'completed'].includes(order.status)
      const id = newIdAt(createdAt)
      await db.insert(orders).values({
        id,
        userId: customer.id,
        status: expired ? 'cancelled' : order.status,
        paymentStatus: paid ? 'paid' : 'pending',
        paymentMethod: order.method,
        totalAmountCents: total,
        shippingAddress: 'Kimathi Street 14, Apartment 3B',
        shippingCity: 'Nairobi',
        contactPhone: '0712 345 678',
        contactEmail: customer.email,
        paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
        cancelledAt:
          order.status === 'cancelled'
            ? new Date(createdAt.getTime() + DAY)
            : expired
              ? new Date(createdAt.getTime() + RESERVATION_MS)
              : null,
        reservedUntil: pending ? new Date(createdAt.getTime() + RESERVATION_MS) : null,
        createdAt,
        updatedAt: createdAt,
      })
      await db.insert(orderItems).values(
        lines.map((line) => ({
          orderId: id,
          kind: 'product',
          referenceId: line.product.id,
          productId: line.product.id,
          name: line.product.name,
          imageUrl: line.product.imageUrl ?? line.product.images[0] ?? null,
          quantity: line.quantity,
          priceAtPurchaseCents: line.product.priceCents,
        })),
      )
      await db.insert(orderEvents).values({ orderId: id, event: 'placed', note: null, createdAt })
      if (paid) await db.insert(orderEvents).values({ orderId: id, event: 'paid', note: null, createdAt })
      if (expired)
        await db.insert(orderEvents).values({
          orderId: id,
          event: 'expired',
          note: 'Not paid in time; the order was cancelled and the items released',
          createdAt: new Date(createdAt.getTime() + RESERVATION_MS),
        })
      else if (!pending && order.status !== 'paid')
        await db.insert(orderEvents).values({ orderId: id, event: order.status, note: null, createdAt })
      if (pending)
        for (const line of lines)
          await db
            .update(products)
            .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
            .where(eq(products.id, line.product.id))
    }
  },
}
