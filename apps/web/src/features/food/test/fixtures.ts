import type { FoodOrder, MenuItem, RestaurantCard, RestaurantDetail } from '../food-types'

export const sampleRestaurant: RestaurantCard = {
  id: 'rest-1',
  name: 'Mama Ngina Kitchen',
  description: 'Pilau, nyama choma and chapati from the coast.',
  cuisine_type: 'african',
  rating: 4.6,
  delivery_fee: 150,
  delivery_fee_cents: 15_000,
  delivery_time_minutes: 30,
  minimum_order: 500,
  minimum_order_cents: 50_000,
  address: 'Moi Avenue, Nairobi',
  phone: '0712 345 678',
  image_url: '/demo/restaurants/african-720.webp',
  is_active: true,
  is_open: true,
  opens_next: null,
  hours_today: '08:00-22:00',
}

export const otherRestaurant: RestaurantCard = {
  ...sampleRestaurant,
  id: 'rest-2',
  name: 'Pizza Mtaani',
  cuisine_type: 'pizza',
  delivery_fee: 0,
  delivery_fee_cents: 0,
}

export const pilau: MenuItem = {
  id: 'dish-1',
  restaurant_id: 'rest-1',
  name: 'Pilau',
  description: 'Spiced rice with beef.',
  category: 'Mains',
  price: 350,
  price_cents: 35_000,
  image_url: null,
  is_available: true,
  portions_left: null,
}

export const chapati: MenuItem = {
  ...pilau,
  id: 'dish-2',
  name: 'Chapati',
  category: 'Sides',
  price: 50,
  price_cents: 5_000,
}

export const margherita: MenuItem = {
  ...pilau,
  id: 'dish-9',
  restaurant_id: 'rest-2',
  name: 'Margherita',
  category: 'Pizza',
  price: 900,
  price_cents: 90_000,
}

export const sampleDetail: RestaurantDetail = {
  ...sampleRestaurant,
  hours: [{ day: 1, opens: '08:00', closes: '22:00' }],
  menu: [pilau, chapati],
}

export const sampleFoodOrder: FoodOrder = {
  order_id: 'order-1',
  order_reference: 'SK-7KQ2-M9XD',
  restaurant: {
    id: 'rest-1',
    name: 'Mama Ngina Kitchen',
    phone: '0712 345 678',
    image_url: null,
    address: 'Moi Avenue, Nairobi',
  },
  status: 'placed',
  estimate_minutes: null,
  estimated_delivery_at: null,
  reject_reason: null,
  refund_due: false,
  delivery_address: 'Kenyatta Avenue 1',
  delivery_city: 'Nairobi',
  contact_phone: '0712345678',
  notes: null,
  items: [{ menu_item_id: 'dish-1', name: 'Pilau', quantity: 2, price_cents: 35_000 }],
  subtotal_cents: 70_000,
  delivery_fee_cents: 15_000,
  total_cents: 85_000,
  payment_status: 'paid',
  history: [{ status: 'placed', note: null, at: '2030-05-06T09:00:00Z' }],
  created_at: '2030-05-06T08:58:00Z',
}
