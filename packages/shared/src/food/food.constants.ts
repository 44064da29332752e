// Plain values without zod (spec 001 sections 2, 3, 4, 5, 8, 9), so a screen that needs only these does not
// load zod. Food delivery: restaurants, menus, the basket, food orders and the kitchen (decision 019).

/** Cuisines as stored slugs, in the spec's order (001 section 9); "All" (All Cuisines) is no filter. */
export const cuisines = [
  'african',
  'italian',
  'asian',
  'fast_food',
  'desserts',
  'healthy',
  'grill',
  'seafood',
  'pizza',
  'vegetarian',
] as const
export type Cuisine = (typeof cuisines)[number]

/** The labels of 001 section 9. */
export const cuisineLabels: Readonly<Record<Cuisine, string>> = {
  african: 'African',
  italian: 'Italian',
  asian: 'Asian',
  fast_food: 'Fast Food',
  desserts: 'Desserts',
  healthy: 'Healthy',
  grill: 'Grill',
  seafood: 'Seafood',
  pizza: 'Pizza',
  vegetarian: 'Vegetarian',
}

/** The sorts of 001 section 9: Relevance (by name), Highest Rated, Fastest Delivery, Lowest Minimum Order. */
export const restaurantSorts = ['relevance', 'rating', 'delivery_time', 'minimum_order'] as const
export type RestaurantSort = (typeof restaurantSorts)[number]
export const restaurantSortLabels: Readonly<Record<RestaurantSort, string>> = {
  relevance: 'Relevance',
  rating: 'Highest Rated',
  delivery_time: 'Fastest Delivery',
  minimum_order: 'Lowest Minimum Order',
}

/** Max delivery fee slider (KSh): 0 to 500, step 10; unfiltered, the upper bound is 1000 (001 section 9). */
export const DELIVERY_FEE_SLIDER = { min: 0, max: 500, step: 10 } as const
export const DELIVERY_FEE_UNFILTERED = 1000
/** Max delivery time slider (minutes): 0 to 60, step 5; 0 means Any (001 section 9). */
export const DELIVERY_TIME_SLIDER = { min: 0, max: 60, step: 5 } as const
/** "t-t+15 min" (001 section 9); 30 when unknown. */
export const DELIVERY_WINDOW_MINUTES = 15
export const DEFAULT_DELIVERY_TIME_MINUTES = 30
/** Shown when a restaurant has no address (001 section 9). */
export const DEFAULT_RESTAURANT_ADDRESS = 'Kenya'

export const RESTAURANTS_PAGE_SIZE = 24
export const RESTAURANTS_PAGE_SIZE_MAX = 60
/** A card's description is cut to this many characters. */
export const RESTAURANT_CARD_DESCRIPTION_LENGTH = 140

/** One line of a basket or order: at most this many of one dish, and this many different dishes. */
export const MAX_DISH_QUANTITY = 20
export const MAX_BASKET_LINES = 50
/** Owner's limits (KSh, minutes). */
export const RESTAURANT_FEE_MAX = 5_000
export const RESTAURANT_MINIMUM_MAX = 50_000
export const RESTAURANT_TIME_MAX = 180
export const DISH_PRICE_MAX = 100_000
/** Portions a dish has left today; null is unlimited. */
export const DISH_PORTIONS_MAX = 10_000
/** The kitchen's estimate when accepting: minutes until it reaches the customer. */
export const ESTIMATE_MIN_MINUTES = 5
export const ESTIMATE_MAX_MINUTES = 180

/** Restaurants keep Nairobi time (UTC+3 all year, no daylight saving). */
export const FOOD_TIME_ZONE = 'Africa/Nairobi'
/** Days of the week as JavaScript and PostgreSQL number them: 0 is Sunday. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const
export const weekdayLabels = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/**
 * A food order's own status, beside the order's (orders.status). Before payment it is awaiting_payment and no
 * kitchen sees it; the payment makes it placed. An unpaid order that expires or is cancelled is cancelled.
 */
export const foodOrderStatuses = [
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  'on_the_way',
  'delivered',
  'rejected',
  'cancelled',
] as const
export type FoodOrderStatus = (typeof foodOrderStatuses)[number]

/** The moves a restaurant may make, and from where: nothing is skipped, nothing goes back. */
export const kitchenMoves = {
  accepted: ['placed'],
  rejected: ['placed', 'accepted'],
  preparing: ['accepted'],
  on_the_way: ['preparing'],
  delivered: ['on_the_way'],
} as const satisfies Record<string, readonly FoodOrderStatus[]>
export type KitchenMove = keyof typeof kitchenMoves
export const kitchenMoveTargets = Object.keys(kitchenMoves) as KitchenMove[]

export const canKitchenMove = (from: string, to: KitchenMove) =>
  (kitchenMoves[to] as readonly string[]).includes(from)

/** The steps the customer's order page shows, in order (rejected and cancelled end it early). */
export const foodOrderSteps = ['placed', 'accepted', 'preparing', 'on_the_way', 'delivered'] as const

export const foodOrderStatusLabels: Readonly<Record<FoodOrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Order placed',
  accepted: 'Accepted',
  preparing: 'Preparing',
  on_the_way: 'On the way',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
}

/** Realtime messages (WebSocket /api/realtime). */
export const FOOD_ORDER_STATUS_EVENT = 'food.order_status'
export const FOOD_KITCHEN_ORDER_EVENT = 'food.kitchen_order'

/** Texts: the spec's where it gives them (001 sections 2, 5, 8), ours where it is silent. */
export const foodMessages = {
  searchPlaceholder: 'Search restaurants or cuisines...',
  allCuisines: 'All Cuisines',
  moreFilters: 'More Filters',
  clearAllFilters: 'Clear All Filters',
  loading: 'Loading delicious restaurants...',
  emptyTitle: 'No Restaurants Found',
  emptyFiltered: 'No restaurants match your search and filters. Try adjusting them!',
  emptyNone: 'It looks a bit empty here! Restaurants will be added soon. Check back later!',
  openNow: 'Open Now',
  closed: 'Closed',
  viewMenu: 'View Menu',
  call: 'Call',
  callRestaurant: 'Call Restaurant',
  proceedToCheckout: 'Proceed to Checkout',
  free: 'Free',
  phoneNotAvailable: 'Phone number not available',
  emptyBasket: 'Please add items to your cart',
  restaurantNotFound: 'Restaurant not found. Please refresh the page and try again.',
  restaurantClosed: 'This restaurant is closed right now. Please order when it opens.',
  dishNotFound: 'This dish is no longer on the menu. Please refresh the menu and try again.',
  dishUnavailable: (name: string) => `Sorry, ${name} is not available right now.`,
  notEnoughPortions: (name: string, left: number) => `Only ${left} portion(s) of ${name} left today.`,
  dishesFromOneRestaurant: 'All dishes in a basket must come from one restaurant.',
  belowMinimum: (minimum: string, missing: string) =>
    `The minimum order here is ${minimum}. Add ${missing} more to check out.`,
  deliveryAddressRequired: 'Please enter the delivery address.',
  notRestaurantOwner:
    'Only approved vendors can run a restaurant. Apply as a Product Vendor in the Service Provider Hub.',
  moveNotAllowed: (from: string, to: string) => `This order cannot move from ${from} to ${to}.`,
  estimateRequired: `Please give an estimate from ${ESTIMATE_MIN_MINUTES} to ${ESTIMATE_MAX_MINUTES} minutes.`,
  reasonRequired: 'Please give a reason for rejecting this order.',
  hoursInvalid: 'Opening hours must be times like 08:00 and 22:30.',
  newBasketTitle: 'Start a new basket?',
  newBasketMessage: (current: string, next: string) =>
    `Your basket has dishes from ${current}. Adding this dish from ${next} empties it first.`,
  paymentSuccess: 'Payment successful! Your food order has been sent to the restaurant.',
} as const

// The card's `sizes`: the web card uses it and the server preloads the same width (plugins/page-data.ts).
/** A restaurant card on /food: one column on a phone, two from md, three from 74rem. */
export const RESTAURANT_CARD_SIZES = [
  '(min-width: 1536px) 400px',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 768px) calc((100vw - 304px) / 2)',
  'calc(100vw - 32px)',
].join(', ')
