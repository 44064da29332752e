import {
  adminAnalyticsSchema,
  adminListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminVendorListSchema,
  adminVendorSchema,
  analyticsQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  createProductSchema,
  createVendorSchema,
  updateOrderStatusSchema,
  updateProductSchema,
  updateRoleSchema,
  updateVendorSchema,
  vendorOptionsSchema,
} from '@soko/shared/admin/admin.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParams } from '../../lib/params'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import { imageUploadRoute } from '../../plugins/image-upload'
import type { Actor, AdminService } from './admin.service'

const tags = ['admin']
const noContent = { 204: z.null() }
const pagedList =
  "Newest first (created_at, then id), `limit` at a time (1 to 100; without it the newest 500); `before` is the last page's `next_before`"

function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized()
  return request.user
}

/** /api/admin/*: every route needs the admin role (401 signed out, 403 otherwise), checked before anything else. */
const adminIdParams = idParams()

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '/stats',
    { schema: { tags, summary: 'Dashboard figures', response: { 200: adminStatsSchema } } },
    async () => admin.stats(),
  )
  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary: 'Revenue by day, orders by status, top products and vendors',
        querystring: analyticsQuerySchema,
        response: { 200: adminAnalyticsSchema },
      },
    },
    async (request) => admin.analytics(request.query.days),
  )

  // ---- vendors
  app.get(
    '/vendors',
    {
      schema: {
        tags,
        summary: pagedList,
        querystring: adminListQuerySchema,
        response: { 200: adminVendorListSchema },
      },
    },
    async (request) => admin.vendors(request.query),
  )
  app.get(
    '/vendor-options',
    {
      schema: {
        tags,
        summary: 'Active, approved vendors for the product form',
        response: { 200: vendorOptionsSchema },
      },
    },
    async () => admin.vendorOptions(),
  )
  app.post(
    '/vendors',
    { schema: { tags, body: createVendorSchema, response: { 201: adminVendorSchema } } },
    async (request, reply) =>
      reply.status(201).send(await admin.createVendor(actorOf(request), request.body)),
  )
  app.patch(
    '/vendors/:id',
    {
      schema: {
        tags,
        params: adminIdParams,
        body: updateVendorSchema,
        response: { 200: adminVendorSchema },
      },
    },
    async (request) => admin.updateVendor(actorOf(request), request.params.id, request.body),
  )
  app.delete(
    '/vendors/:id',
    { schema: { tags, params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await admin.deleteVendor(actorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  // ---- products
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: pagedList,
        querystring: adminListQuerySchema,
        response: { 200: adminProductListSchema },
      },
    },
    async (request) => admin.products(request.query),
  )
  app.post(
    '/products',
    { schema: { tags, body: createProductSchema, response: { 201: adminProductSchema } } },
    async (request, reply) =>
      reply.status(201).send(await admin.createProduct(actorOf(request), request.body)),
  )
  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        params: adminIdParams,
        body: updateProductSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => admin.updateProduct(actorOf(request), request.params.id, request.body),
  )
  app.delete(
    '/products/:id',
    { schema: { tags, params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await admin.deleteProduct(actorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  imageUploadRoute(app, {
    url: '/uploads/product-image',
    tags,
    summary: 'Upload a product picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
    store: (bytes) => admin.uploadProductImage(bytes),
  })

  // ---- orders
  app.get(
    '/orders',
    { schema: { tags, querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => admin.orders(request.query),
  )
  app.patch(
    '/orders/:id',
    {
      schema: {
        tags,
        params: adminIdParams,
        body: updateOrderStatusSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => admin.setOrderStatus(actorOf(request), request.params.id, request.body.status),
  )

  // ---- users
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: pagedList,
        querystring: adminListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => admin.users(actorOf(request), request.query),
  )
  app.put(
    '/users/:id/role',
    { schema: { tags, params: adminIdParams, body: updateRoleSchema, response: { 200: adminUserSchema } } },
    async (request) => admin.setRole(actorOf(request), request.params.id, request.body.role),
  )
  app.post(
    '/users/:id/suspend',
    { schema: { tags, params: adminIdParams, response: { 200: adminUserSchema } } },
    async (request) => admin.setSuspended(actorOf(request), request.params.id, true),
  )
  app.post(
    '/users/:id/reactivate',
    { schema: { tags, params: adminIdParams, response: { 200: adminUserSchema } } },
    async (request) => admin.setSuspended(actorOf(request), request.params.id, false),
  )
  app.delete(
    '/users/:id',
    { schema: { tags, params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await admin.deleteUser(actorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  // ---- records of other modules, and the audit log (drivers: modules/drivers/drivers-admin.routes.ts)
  app.get(
    '/audit',
    { schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => admin.audit(request.query),
  )
}
