import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminProduct } from '@soko/shared/admin/admin.schema'
import type {
  vendorCreateProductSchema,
  VendorOrder,
  VendorOverview,
  vendorUpdateProductSchema,
} from '@soko/shared/vendors/vendor-dashboard.schema'
import { providerMessages } from '@soko/shared/providers/provider.constants'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { codedError, notFound } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import { storeWebpImage } from '../../lib/image-store'
import { toAdminProduct } from '../admin/admin.service'
import type { AdminNotices } from '../admin/admin-notices.service'
import { users } from '../auth/auth.table'
import { orderItems, orders } from '../orders/orders.table'
import type { ProductsService } from '../products/products.service'
import { products } from '../products/products.table'
import { profiles } from '../users/users.table'
import { toVendorSummary } from '../vendors/vendors.service'
import { vendors } from '../vendors/vendors.table'
import { isUuid } from '../../lib/ids'

export const vendorAccessRequired = codedError(
  'vendor_access_required',
  403,
  providerMessages.vendorAccessRequired,
)

const shillings = (cents: number) => Math.round(cents) / 100
const LOW_STOCK = 5

/** The vendor dashboard: an approved vendor's own products and the orders that contain them. */
export function createVendorDashboardService({
  db,
  products: catalogue,
  notices,
  storage,
}: {
  db: Db
  products: ProductsService
  notices: AdminNotices
  storage: FileStorage
}) {
  async function vendorOf(userId: string) {
    const [vendor] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.userId, userId), eq(vendors.verificationStatus, 'approved')))
      .orderBy(asc(vendors.createdAt))
      .limit(1)
    if (!vendor) throw vendorAccessRequired()
    return vendor
  }
  const productDto = (product: typeof products.$inferSelect, vendorName: string): AdminProduct =>
    toAdminProduct({ product, vendorName })
  async function ownProduct(vendorId: string, id: string) {
    if (!isUuid(id)) throw notFound()
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.vendorId, vendorId)))
    if (!row) throw notFound()
    return row
  }

  return {
    vendorOf,

    async overview(userId: string): Promise<VendorOverview> {
      const vendor = await vendorOf(userId)
      const [[stock], [sales]] = await Promise.all([
        db
          .select({
            products: count(),
            out: sql<number>`count(*) filter (where ${products.stockQuantity} = 0)::int`,
            low: sql<number>`count(*) filter (where ${products.stockQuantity} between 1 and ${LOW_STOCK})::int`,
          })
          .from(products)
          .where(eq(products.vendorId, vendor.id)),
        db
          .select({
            orders: sql<number>`count(distinct ${orders.id})::int`,
            pending: sql<number>`count(distinct ${orders.id}) filter (where ${orders.status} in ('pending', 'paid', 'processing'))::int`,
            revenue: sql<string>`coalesce(sum(${orderItems.priceAtPurchaseCents} * ${orderItems.quantity}) filter (where ${orders.status} in ('paid', 'processing', 'completed')), 0)`,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(eq(products.vendorId, vendor.id)),
      ])
      return {
        vendor: toVendorSummary(vendor),
        stats: {
          products: stock?.products ?? 0,
          out_of_stock: stock?.out ?? 0,
          low_stock: stock?.low ?? 0,
          orders: sales?.orders ?? 0,
          pending_orders: sales?.pending ?? 0,
          revenue: shillings(Number(sales?.revenue ?? 0)),
        },
      }
    },

    async products(userId: string) {
      const vendor = await vendorOf(userId)
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.vendorId, vendor.id))
        .orderBy(desc(products.createdAt), desc(products.id))
      return rows.map((row) => productDto(row, vendor.businessName))
    },

    async createProduct(userId: string, input: z.output<typeof vendorCreateProductSchema>) {
      const vendor = await vendorOf(userId)
      const row = await catalogue.create(db, { ...input, vendor_id: vendor.id })
      catalogue.catalogueChanged()
      await notices.publish({ kind: 'product_created', name: row.name })
      return productDto(row, vendor.businessName)
    },

    async updateProduct(userId: string, id: string, input: z.output<typeof vendorUpdateProductSchema>) {
      const vendor = await vendorOf(userId)
      await ownProduct(vendor.id, id)
      const row = await catalogue.update(db, id, input, vendor.id)
      if (!row) throw notFound()
      catalogue.catalogueChanged()
      return productDto(row, vendor.businessName)
    },

    async deleteProduct(userId: string, id: string) {
      const vendor = await vendorOf(userId)
      await ownProduct(vendor.id, id)
      await catalogue.remove(db, id, vendor.id)
      catalogue.catalogueChanged()
    },

    async uploadImage(userId: string, bytes: Buffer) {
      await vendorOf(userId)
      return storeWebpImage(storage, 'products', bytes)
    },

    /** Orders with at least one of this vendor's products; only the vendor's own lines are shown. */
    async orders(userId: string): Promise<{ orders: VendorOrder[] }> {
      const vendor = await vendorOf(userId)
      const lines = await db
        .select({
          orderId: orders.id,
          orderReference: orders.reference,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          createdAt: orders.createdAt,
          customerName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name}, 'Customer')`,
          productId: orderItems.productId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          price: orderItems.priceAtPurchaseCents,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(profiles, eq(profiles.id, orders.userId))
        .where(eq(products.vendorId, vendor.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1000)
      const byOrder = new Map<string, VendorOrder>()
      for (const line of lines) {
        let order = byOrder.get(line.orderId)
        if (!order) {
          order = {
            id: line.orderId,
            number: line.orderReference,
            status: line.status as VendorOrder['status'],
            payment_status: line.paymentStatus,
            created_at: line.createdAt.toISOString(),
            customer_name: line.customerName,
            items: [],
            vendor_total: 0,
          }
          byOrder.set(line.orderId, order)
        }
        const total = line.price * line.quantity
        order.items.push({
          product_id: line.productId,
          name: line.name,
          quantity: line.quantity,
          unit_price: shillings(line.price),
          line_total: shillings(total),
        })
        order.vendor_total = Math.round(order.vendor_total * 100 + total) / 100
      }
      return { orders: [...byOrder.values()].slice(0, 200) }
    },
  }
}
export type VendorDashboardService = ReturnType<typeof createVendorDashboardService>
