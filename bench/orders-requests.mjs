// Per-request setup of the orders measurement, loaded by the load generator's own process (bench/load.mjs):
// each order goes to the next buyer and the next product, with its own idempotency key.
import { randomUUID } from 'node:crypto'

export function requests({ origin, cookies, productIds, shipping }) {
  let next = 0
  return [
    {
      method: 'POST',
      path: '/api/orders',
      setupRequest: (request) => {
        next += 1
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            origin,
            cookie: cookies[next % cookies.length],
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            ...shipping,
            items: [{ product_id: productIds[next % productIds.length], quantity: 1 }],
          }),
        }
      },
    },
  ]
}
