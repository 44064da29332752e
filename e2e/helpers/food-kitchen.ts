import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test'
import { newUser, signUpWithApi } from './accounts'
import { originHeaders } from './providers'

// Helpers for the restaurant owner's journeys (issue 13): the owner's restaurants, opening one all day, and a
// customer's paid order placed through the API (FOOD-CONTRACT.md).

export interface OwnerRestaurantApi {
  id: string
  name: string
  is_active: boolean
  is_open: boolean
  is_suspended: boolean
  orders_waiting: number
  delivery_time_minutes: number
}

interface MenuDish {
  id: string
  name: string
  price: number
  is_available: boolean
  portions_left: number | null
}

function baseUrl() {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)')
  return url
}

/** The signed-in owner's restaurants. */
export async function ownerRestaurants(request: APIRequestContext) {
  const response = await request.get('/api/food-dashboard/restaurants')
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { restaurants: OwnerRestaurantApi[] }).restaurants
}

/** Opens the restaurant every day, all day, with the switch on: the journey does not depend on the clock. */
export async function openAllDay(request: APIRequestContext, restaurantId: string) {
  const response = await request.patch(`/api/food-dashboard/restaurants/${restaurantId}`, {
    headers: originHeaders(),
    data: {
      is_active: true,
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' })),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  const restaurant = (await response.json()) as OwnerRestaurantApi
  expect(restaurant.is_open).toBe(true)
  return restaurant
}

/** Whether the public list answers for the restaurant (a suspended one answers 404). */
export async function publicRestaurantStatus(request: APIRequestContext, restaurantId: string) {
  return (await request.get(`/api/restaurants/${restaurantId}`)).status()
}

/**
 * A new customer orders an available dish (enough of it for the minimum order) and pays with M-Pesa in the
 * simulator, all through the API. Returns the order's id and reference once the payment went out; the
 * simulator confirms it a few seconds later.
 */
export async function placePaidFoodOrder(
  playwright: PlaywrightWorkerArgs['playwright'],
  restaurantId: string,
) {
  const request = await playwright.request.newContext({ baseURL: baseUrl() })
  const customer = await signUpWithApi(request, newUser('hungry'))
  const detailResponse = await request.get(`/api/restaurants/${restaurantId}`)
  expect(detailResponse.status(), await detailResponse.text()).toBe(200)
  const detail = (await detailResponse.json()) as { minimum_order: number; menu: MenuDish[] }
  const dish = detail.menu.find(
    (item) => item.is_available && (item.portions_left === null || item.portions_left >= 20),
  )
  if (!dish) throw new Error('No dish on the menu to order')
  const quantity = Math.min(20, Math.max(1, Math.ceil(detail.minimum_order / dish.price)))
  const placed = await request.post('/api/food/orders', {
    headers: { ...originHeaders(), 'Idempotency-Key': randomUUID() },
    data: {
      restaurant_id: restaurantId,
      items: [{ menu_item_id: dish.id, quantity }],
      delivery_address: 'Argwings Kodhek Rd 12, Kilimani',
      contact_phone: '0712345678',
      contact_email: customer.email,
      notes: 'E2E: gate B',
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order, food_order } = (await placed.json()) as {
    order: { id: string; mpesa_amount: number }
    food_order: { order_reference: string }
  }
  const paid = await request.post('/api/payments/mpesa', {
    headers: { ...originHeaders(), 'Idempotency-Key': randomUUID() },
    data: { phoneNumber: '0712345678', amount: order.mpesa_amount, orderId: order.id },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  await request.dispose()
  return { orderId: order.id, reference: food_order.order_reference, customer }
}
