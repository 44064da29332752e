import {
  basketSchema,
  createMenuItemSchema,
  createRestaurantSchema,
  foodOrderSchema,
  imageUploadedSchema,
  kitchenMoveSchema,
  kitchenOrderListSchema,
  kitchenOrderSchema,
  kitchenOrdersQuerySchema,
  menuItemSchema,
  ownerMenuSchema,
  ownerRestaurantListSchema,
  ownerRestaurantSchema,
  placeFoodOrderSchema,
  putBasketSchema,
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantPageSchema,
  updateMenuItemSchema,
  updateRestaurantSchema,
} from '@soko/shared/food/food.schema'
import { orderDetailSchema } from '@soko/shared/orders/order.schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageMissing, IMAGE_MAX_BYTES, imageNotAnImage, imageTooLarge } from '../../lib/image-store'
import { readUploadedFile } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { idempotencyKeyOf } from '../idempotency/idempotency.service'
import type { FoodService } from './food.service'

// Any string: a malformed id answers the food module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const orderParams = z.object({ orderId: z.string().max(100) })
const itemParams = z.object({ itemId: z.string().max(100) })
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

/** The picture of a multipart upload (field "file"), refused before a byte is read when `allow` throws. */
async function uploadedImage(request: FastifyRequest) {
  const { bytes, mimeType } = await readUploadedFile(request, IMAGE_MAX_BYTES, {
    missing: imageMissing,
    tooLarge: imageTooLarge,
  })
  if (!mimeType.startsWith('image/')) throw imageNotAnImage()
  return bytes
}

/**
 * Food delivery's public and customer API (decision 019): the restaurant list and menus, the basket, and
 * food orders (signed in: 401 otherwise). Registered under /api.
 */
export const foodRoutes: FastifyPluginAsyncZod<{ food: FoodService }> = async (app, { food }) => {
  const tags = ['food']
  const user = { onRequest: app.requireUser }

  app.get(
    '/restaurants',
    {
      schema: {
        tags,
        summary: 'Restaurants: search, cuisine, max fee (KSh), max time (0 = any), sort; open ones first',
        querystring: restaurantListQuerySchema,
        response: { 200: restaurantPageSchema },
      },
    },
    async (request) => food.list(request.query),
  )
  app.get(
    '/restaurants/:id',
    {
      schema: {
        tags,
        summary: 'A restaurant with its hours and available dishes',
        params,
        response: { 200: restaurantDetailSchema },
      },
    },
    async (request) => food.detail(request.params.id),
  )

  app.get(
    '/food/basket',
    { ...user, schema: { tags, summary: 'My food basket, priced now', response: { 200: basketSchema } } },
    async (request) => food.basket(currentUserId(request)),
  )
  app.put(
    '/food/basket',
    {
      ...user,
      schema: {
        tags,
        summary: 'Replace my food basket (one restaurant; no items empties it)',
        body: putBasketSchema,
        response: { 200: basketSchema },
      },
    },
    async (request) => food.putBasket(currentUserId(request), request.body),
  )
  app.delete(
    '/food/basket',
    { ...user, schema: { tags, summary: 'Empty my food basket', response: { 200: basketSchema } } },
    async (request) => food.clearBasket(currentUserId(request)),
  )
  app.post(
    '/food/orders',
    {
      ...user,
      schema: {
        tags,
        summary: 'Place a food order (priced by the server), to be paid with M-Pesa or PayPal',
        headers: idempotencyHeaders,
        body: placeFoodOrderSchema,
        response: { 201: z.object({ order: orderDetailSchema, food_order: foodOrderSchema }) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      return reply.status(201).send(await food.place(currentUserId(request), request.body, key))
    },
  )
  app.get(
    '/food/orders/:orderId',
    {
      ...user,
      schema: {
        tags,
        summary: 'My food order and its status',
        params: orderParams,
        response: { 200: foodOrderSchema },
      },
    },
    async (request) => food.order(currentUserId(request), request.params.orderId),
  )
}

/**
 * /api/food-dashboard: an approved vendor's restaurants, menus and kitchen (401 signed out, 403
 * food.not_restaurant_owner otherwise, checked before the body is read; 404 for another vendor's rows).
 */
export const foodDashboardRoutes: FastifyPluginAsyncZod<{ food: FoodService }> = async (app, { food }) => {
  const tags = ['food dashboard']
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await food.vendorOf(currentUserId(request))
  })
  const created = <T>(reply: FastifyReply, body: T) => reply.status(201).send(body)

  app.get(
    '/restaurants',
    { schema: { tags, response: { 200: ownerRestaurantListSchema } } },
    async (request) => food.ownerRestaurants(currentUserId(request)),
  )
  app.post(
    '/restaurants',
    { schema: { tags, body: createRestaurantSchema, response: { 201: ownerRestaurantSchema } } },
    async (request, reply) =>
      created(reply, await food.createRestaurant(currentUserId(request), request.body)),
  )
  app.patch(
    '/restaurants/:id',
    { schema: { tags, params, body: updateRestaurantSchema, response: { 200: ownerRestaurantSchema } } },
    async (request) => food.updateRestaurant(currentUserId(request), request.params.id, request.body),
  )
  app.post(
    '/restaurants/:id/image',
    {
      schema: {
        tags,
        summary: 'Upload the restaurant picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
        params,
        response: { 201: imageUploadedSchema },
      },
    },
    async (request, reply) => {
      // Refused (404) before a byte of the upload is read.
      await food.ownRestaurant(currentUserId(request), request.params.id)
      const bytes = await uploadedImage(request)
      return created(
        reply,
        await food.uploadRestaurantImage(currentUserId(request), request.params.id, bytes),
      )
    },
  )
  app.get(
    '/restaurants/:id/menu',
    {
      schema: {
        tags,
        summary: 'Every dish, unavailable ones too',
        params,
        response: { 200: ownerMenuSchema },
      },
    },
    async (request) => food.ownerMenu(currentUserId(request), request.params.id),
  )
  app.post(
    '/restaurants/:id/menu',
    { schema: { tags, params, body: createMenuItemSchema, response: { 201: menuItemSchema } } },
    async (request, reply) =>
      created(reply, await food.createDish(currentUserId(request), request.params.id, request.body)),
  )
  app.patch(
    '/menu-items/:itemId',
    { schema: { tags, params: itemParams, body: updateMenuItemSchema, response: { 200: menuItemSchema } } },
    async (request) => food.updateDish(currentUserId(request), request.params.itemId, request.body),
  )
  app.delete(
    '/menu-items/:itemId',
    { schema: { tags, params: itemParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await food.deleteDish(currentUserId(request), request.params.itemId)
      return reply.status(204).send(null)
    },
  )
  app.post(
    '/menu-items/:itemId/image',
    {
      schema: {
        tags,
        summary: 'Upload a dish picture (multipart field "file": JPEG, PNG or WebP, at most 2 MB)',
        params: itemParams,
        response: { 201: imageUploadedSchema },
      },
    },
    async (request, reply) => {
      await food.ownDish(currentUserId(request), request.params.itemId)
      const bytes = await uploadedImage(request)
      return created(reply, await food.uploadDishImage(currentUserId(request), request.params.itemId, bytes))
    },
  )
  app.get(
    '/restaurants/:id/orders',
    {
      schema: {
        tags,
        summary: 'The kitchen: paid orders, active (oldest first) or done (newest first), at most 100',
        params,
        querystring: kitchenOrdersQuerySchema,
        response: { 200: kitchenOrderListSchema },
      },
    },
    async (request) => food.kitchenOrders(currentUserId(request), request.params.id, request.query.view),
  )
  app.post(
    '/orders/:orderId/status',
    {
      schema: {
        tags,
        summary: 'Move an order on: accept (estimate), reject (reason), preparing, on the way, delivered',
        params: orderParams,
        body: kitchenMoveSchema,
        response: { 200: kitchenOrderSchema },
      },
    },
    async (request) => food.move(currentUserId(request), request.params.orderId, request.body),
  )
}
