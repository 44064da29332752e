import { FoodPage } from '@/features/food/components/food-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'food.pageTitle'

/** /food: browse restaurants, open a menu, fill the food basket (spec 001 section 2, Restaurants). */
export default function FoodRoute() {
  return <FoodPage />
}
