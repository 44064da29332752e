import {
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
  placeOrderSchema,
} from '@soko/shared/orders/order.schema'
import { idParams } from '../../lib/params'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { CheckoutService } from '../checkout/checkout.service'
import { idempotencyKeyOf } from '../idempotency/idempotency.service'
import type { OrdersService } from './orders.service'

const params = idParams()
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService
  checkout: CheckoutService
}> = async (app, { orders, checkout }) => {
  const guard = { onRequest: app.requireUser }

  app.post(
    '',
    {
      ...guard,
      schema: {
        tags: ['orders'],
        summary: 'Place an order: priced by the server, stock reserved until paid or expired',
        description:
          'Without `items`, the server cart is ordered. Send an `Idempotency-Key` header: a retry with the same key answers the same order.',
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: { 201: orderDetailSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      const { order, replayed } = await checkout.placeOrder(currentUserId(request), request.body, key)
      if (replayed) reply.header('Idempotent-Replayed', 'true')
      return reply.status(201).send(order)
    },
  )

  app.get(
    '',
    {
      ...guard,
      schema: {
        tags: ['orders'],
        summary: 'My orders, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.list(currentUserId(request), request.query.limit, request.query.cursor),
  )

  app.get(
    '/:id',
    {
      ...guard,
      schema: {
        tags: ['orders'],
        summary: 'One of my orders with its lines, payment and timeline',
        params,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => orders.get(currentUserId(request), request.params.id),
  )

  app.post(
    '/:id/cancel',
    {
      ...guard,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an unpaid order; its stock is released',
        params,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => checkout.cancelOrder(currentUserId(request), request.params.id),
  )
}
