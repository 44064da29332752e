// The demo's restaurants (issue 13): a first two, replaced by the full list across Nairobi's neighbourhoods.
import type { DemoRestaurant } from './food.types'

export const demoRestaurants: readonly DemoRestaurant[] = [
  {
    name: 'Mama Ngina Kitchen',
    description: 'Home-style Kenyan food: pilau, nyama choma, chapati and sukuma wiki, cooked fresh every day.',
    cuisine: 'african',
    area: 'Kilimani',
    address: 'Argwings Kodhek Road, Kilimani, Nairobi',
    phone: '0712 345 678',
    rating: 4.6,
    deliveryFee: 150,
    deliveryTimeMinutes: 30,
    minimumOrder: 500,
    picture: 'african-1',
    hours: 'standard',
    isActive: true,
    owner: 'demo',
    dishes: [
      { name: 'Beef Pilau', description: 'Spiced rice with tender beef, served with kachumbari.', category: 'Mains', price: 650, picture: 'pilau' },
      { name: 'Chapati (2 pieces)', description: 'Soft layered chapati.', category: 'Sides', price: 100, picture: 'chapati' },
    ],
  },
  {
    name: 'Pizza Mtaani',
    description: 'Wood-fired pizza with Kenyan toppings.',
    cuisine: 'pizza',
    area: 'Westlands',
    address: 'Woodvale Grove, Westlands, Nairobi',
    phone: '0722 000 111',
    rating: 4.3,
    deliveryFee: 200,
    deliveryTimeMinutes: 40,
    minimumOrder: 800,
    picture: 'pizza-1',
    hours: 'late',
    isActive: true,
    owner: 'Pizza Mtaani Ltd',
    dishes: [
      { name: 'Margherita', description: 'Tomato, mozzarella and basil.', category: 'Pizzas', price: 900, picture: 'pizza' },
    ],
  },
]
