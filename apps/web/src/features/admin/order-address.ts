import type { AdminOrder } from './api/admin-types'

/** The shipping address as lines: an object's parts (street, city, state, postal code, country) or the text. */
export function addressLines(order: Pick<AdminOrder, 'shipping_address' | 'shipping_city'>): string[] {
  const address = order.shipping_address
  if (address === null) return order.shipping_city ? [order.shipping_city] : []
  if (typeof address === 'string')
    return [address, order.shipping_city ?? ''].filter((line) => line.trim() !== '')
  const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(', ')
  return [address.street ?? '', cityLine, address.country ?? ''].filter((line) => line.trim() !== '')
}
