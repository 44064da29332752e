import {
  addCartItemSchema,
  cartSchema,
  mergeCartSchema,
  updateCartItemSchema,
} from '@soko/shared/cart/cart.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParams } from '../../lib/params'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { CartService } from './cart.service'

const lineParams = idParams('This item is not in your cart.')

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const guard = { onRequest: app.requireUser }
  const reply = { 200: cartSchema }

  app.get(
    '',
    { ...guard, schema: { tags: ['cart'], summary: 'The signed-in user’s cart', response: reply } },
    async (request) => cart.get(currentUserId(request)),
  )
  app.post(
    '/items',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Add a product (one more when it is already there)',
        body: addCartItemSchema,
        response: reply,
      },
    },
    async (request) => cart.add(currentUserId(request), request.body.product_id, request.body.quantity),
  )
  app.patch(
    '/items/:id',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Set a line’s quantity; 0 or less removes it',
        params: lineParams,
        body: updateCartItemSchema,
        response: reply,
      },
    },
    async (request) => cart.setQuantity(currentUserId(request), request.params.id, request.body.quantity),
  )
  app.delete(
    '/items/:id',
    { ...guard, schema: { tags: ['cart'], params: lineParams, response: reply } },
    async (request) => cart.remove(currentUserId(request), request.params.id),
  )
  app.delete(
    '',
    { ...guard, schema: { tags: ['cart'], summary: 'Empty the cart', response: reply } },
    async (request) => cart.clear(currentUserId(request)),
  )
  app.post(
    '/merge',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Merge the guest cart into the server cart at sign-in',
        body: mergeCartSchema,
        response: reply,
      },
    },
    async (request) => cart.merge(currentUserId(request), request.body.items),
  )
}
