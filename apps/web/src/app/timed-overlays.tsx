import { AdvertPopup } from '@/features/adverts/components/advert-popup'
import { GuestCartMerge } from '@/features/cart/components/guest-cart-merge'
import { FoodBasketMerge } from '@/features/food/components/food-basket-merge'
import { NewsletterPopup } from '@/features/newsletter/components/newsletter-popup'
import { mayInterrupt, watchUnsavedInput } from './interruptions'

watchUnsavedInput()

/**
 * What the page shell runs in the background, none of it visible at first paint: the timed newsletter and
 * advert pop-ups and the guest-cart and food-basket merges at sign-in. One chunk, loaded after the first render. The pop-ups
 * keep out of a purchase and of unsaved input (interruptions.ts).
 */
export default function TimedOverlays() {
  return (
    <>
      <NewsletterPopup mayInterrupt={mayInterrupt} />
      <AdvertPopup mayInterrupt={mayInterrupt} />
      <GuestCartMerge />
      <FoodBasketMerge />
    </>
  )
}
