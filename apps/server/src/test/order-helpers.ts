import type { FastifyInstance } from 'fastify'
import { as } from './auth-helpers'

export const checkoutDetails = {
  shipping_address: 'Moi Avenue 12',
  shipping_city: 'Nairobi',
  contact_phone: '0712345678',
  contact_email: 'buyer@example.co.ke',
}

/** POST /api/orders as the signed-in user, with the given lines (product id -> quantity). */
export function placeOrder(
  app: FastifyInstance,
  cookie: string,
  lines: Record<string, number> | undefined,
  { key, details = checkoutDetails }: { key?: string; details?: Record<string, unknown> } = {},
) {
  return as(
    app,
    cookie,
  )({
    method: 'POST',
    url: '/api/orders',
    payload: {
      ...details,
      ...(lines
        ? { items: Object.entries(lines).map(([product_id, quantity]) => ({ product_id, quantity })) }
        : {}),
    },
    headers: key ? { 'idempotency-key': key } : {},
  })
}
