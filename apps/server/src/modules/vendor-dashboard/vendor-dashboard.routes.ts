import {
  vendorCreateProductSchema,
  vendorOrderListSchema,
  vendorOverviewSchema,
  vendorProductSchema,
  vendorUpdateProductSchema,
} from '@soko/shared/vendors/vendor-dashboard.schema'
import { idParams } from '../../lib/params'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageUploadRoute } from '../../plugins/image-upload'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { VendorDashboardService } from './vendor-dashboard.service'

const tags = ['vendor dashboard']
const params = idParams()

/** /api/vendor/*: an approved vendor's own shop (401 signed out, 403 vendor_access_required otherwise). */
export const vendorDashboardRoutes: FastifyPluginAsyncZod<{ vendor: VendorDashboardService }> = async (
  app,
  { vendor },
) => {
  app.addHook('onRequest', app.requireUser)

  app.get('/overview', { schema: { tags, response: { 200: vendorOverviewSchema } } }, async (request) =>
    vendor.overview(currentUserId(request)),
  )
  app.get(
    '/products',
    { schema: { tags, response: { 200: z.object({ products: z.array(vendorProductSchema) }) } } },
    async (request) => ({ products: await vendor.products(currentUserId(request)) }),
  )
  app.post(
    '/products',
    { schema: { tags, body: vendorCreateProductSchema, response: { 201: vendorProductSchema } } },
    async (request, reply) =>
      reply.status(201).send(await vendor.createProduct(currentUserId(request), request.body)),
  )
  app.patch(
    '/products/:id',
    { schema: { tags, params, body: vendorUpdateProductSchema, response: { 200: vendorProductSchema } } },
    async (request) => vendor.updateProduct(currentUserId(request), request.params.id, request.body),
  )
  app.delete(
    '/products/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await vendor.deleteProduct(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  imageUploadRoute(app, {
    url: '/uploads/product-image',
    tags,
    summary: 'Upload a product picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
    allow: (request) => vendor.vendorOf(currentUserId(request)),
    store: (bytes, request) => vendor.uploadImage(currentUserId(request), bytes),
  })
  app.get('/orders', { schema: { tags, response: { 200: vendorOrderListSchema } } }, async (request) =>
    vendor.orders(currentUserId(request)),
  )
}
