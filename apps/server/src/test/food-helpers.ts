import type { FastifyInstance } from 'fastify'
import { vendors } from '../modules/vendors/vendors.table'
import { as, signUp } from './auth-helpers'

let ip = 0
const nextIp = () => `10.31.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>

/** A signed-up user with an approved vendor record (what the admin's approval of a vendor gives). */
export async function makeVendor(app: FastifyInstance, businessName = 'Mama Ngina Foods') {
  const account = await signUp(app, { ip: nextIp() })
  const [vendor] = await app.db
    .insert(vendors)
    .values({ userId: account.userId, businessName, verificationStatus: 'approved', isActive: true })
    .returning()
  return { ...account, vendorId: vendor!.id, request: as(app, account.cookie) }
}

export async function makeFoodCustomer(app: FastifyInstance) {
  const account = await signUp(app, { ip: nextIp() })
  return { ...account, request: as(app, account.cookie) }
}

/** Every day 00:00 to 23:59: open whatever the clock says. */
export const alwaysOpen = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' }))

/** Every day, a one-hour window starting two hours from now (Nairobi): closed now whatever the time. */
export function hoursClosedNow() {
  const hour = (new Date(Date.now() + 3 * 3_600_000).getUTCHours() + 2) % 24
  const pad = (value: number) => String(value).padStart(2, '0')
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    opens: `${pad(hour)}:00`,
    closes: `${pad((hour + 1) % 24)}:00`,
  }))
}

export const restaurantInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mama Ngina Kitchen',
  description: 'Home-style Kenyan food: pilau, nyama choma, chapati and sukuma wiki.',
  cuisine_type: 'african',
  address: 'Argwings Kodhek Road, Kilimani, Nairobi',
  phone: '0712 345 678',
  delivery_fee: 150,
  delivery_time_minutes: 30,
  minimum_order: 500,
  is_active: true,
  hours: alwaysOpen,
  ...overrides,
})

/** Creates a restaurant through the owner's own endpoint; answers its id. */
export async function createRestaurant(owner: { request: Request }, overrides: Record<string, unknown> = {}) {
  const response = await owner.request({
    method: 'POST',
    url: '/api/food-dashboard/restaurants',
    payload: restaurantInput(overrides),
  })
  if (response.statusCode !== 201)
    throw new Error(`restaurant not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

/** Adds a dish through the owner's endpoint; answers its id. */
export async function createDish(
  owner: { request: Request },
  restaurantId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await owner.request({
    method: 'POST',
    url: `/api/food-dashboard/restaurants/${restaurantId}/menu`,
    payload: {
      name: 'Beef Pilau',
      description: 'Spiced rice with tender beef, served with kachumbari.',
      category: 'Mains',
      price: 650,
      ...overrides,
    },
  })
  if (response.statusCode !== 201)
    throw new Error(`dish not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

export const deliveryDetails = {
  delivery_address: 'Lenana Road 14, Kilimani',
  delivery_city: 'Nairobi',
  contact_phone: '0712345678',
  contact_email: 'buyer@example.co.ke',
}

/** POST /api/food/orders as the customer. */
export function orderFood(
  customer: { request: Request },
  restaurantId: string,
  items: Record<string, number>,
  { key, extra = {} }: { key?: string; extra?: Record<string, unknown> } = {},
) {
  return customer.request({
    method: 'POST',
    url: '/api/food/orders',
    payload: {
      restaurant_id: restaurantId,
      items: Object.entries(items).map(([menu_item_id, quantity]) => ({ menu_item_id, quantity })),
      ...deliveryDetails,
      ...extra,
    },
    headers: key ? { 'idempotency-key': key } : {},
  })
}
