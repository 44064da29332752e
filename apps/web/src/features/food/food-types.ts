// The food API's shapes and constants come from the shared package (types only from the zod module, so no
// zod reaches the browser); the timings below are the screens' own (spec 001 sections 7 and 9).
export {
  cuisines,
  DELIVERY_FEE_SLIDER,
  DELIVERY_TIME_SLIDER,
  DELIVERY_WINDOW_MINUTES,
  DEFAULT_DELIVERY_TIME_MINUTES,
  foodMessages,
  foodOrderSteps,
  MAX_BASKET_LINES,
  MAX_DISH_QUANTITY,
  RESTAURANTS_PAGE_SIZE,
  restaurantSorts,
  type Cuisine,
  type FoodOrderStatus,
  type RestaurantSort,
} from '@soko/shared/food/food.constants'
export type {
  Basket,
  BasketLine,
  FoodOrder,
  FoodOrderHistoryEntry,
  MenuItem,
  PlaceFoodOrderInput,
  RestaurantCard,
  RestaurantDetail,
  RestaurantPage,
} from '@soko/shared/food/food.schema'

/** The search waits for a 500 ms pause in typing (spec 001 section 9). */
export const FOOD_SEARCH_DEBOUNCE_MS = 500
/** Restaurants and menus are cached a minute, like events (their open state follows the clock). */
export const FOOD_STALE_MS = 60_000
