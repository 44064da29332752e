import { adminMessages } from '@soko/shared/admin/admin.constants'
import { authMessages } from '@soko/shared/auth/auth.constants'
import { eventMessages } from '@soko/shared/events/event.constants'
import { cartMessages } from '@soko/shared/cart/cart.schema'
import { foodMessages } from '@soko/shared/food/food.constants'
import { orderMessages } from '@soko/shared/orders/order.messages'
import { mpesaMessages, paymentMessages } from '@soko/shared/payments/payment.constants'
import { providerMessages } from '@soko/shared/providers/provider.constants'
import { realEstateMessages } from '@soko/shared/real-estate/real-estate.constants'
import { wishlistMessages } from '@soko/shared/wishlist/wishlist.schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/test-app'
import { declaredErrorMessages } from './errors'
import { hasSwahili, languageOfRequest, swahiliErrorTexts, translateErrorText } from './error-texts'

// Titles and notices the web shows from its own locale files, never as an API error.
const webOnly = new Set<string>([
  orderMessages.processingTitle,
  orderMessages.processingHint,
  paymentMessages.paymentFailedTitle,
  paymentMessages.requestSentTitle,
  paymentMessages.requestSent,
  paymentMessages.paypalFailedTitle,
  paymentMessages.success,
  paymentMessages.eventSuccess,
  paymentMessages.comingSoon,
  paymentMessages.finalizing,
  paymentMessages.successTitle,
  eventMessages.missingInformationTitle,
  eventMessages.missingInformation,
  eventMessages.bookingFailedTitle,
  eventMessages.bookingFailed,
  eventMessages.bookingCreatedTitle,
  // Functions are sampled with a name, as sharedMessages() calls them.
  (eventMessages.bookingCreated as unknown as (sample: string) => string)('Sukuma Wiki Seeds'),
  eventMessages.loadFailed,
  eventMessages.paymentSuccess,
  eventMessages.eventEnded,
  eventMessages.soldOut,
  eventMessages.free,
  (eventMessages.freeEventConfirmed as unknown as (sample: string) => string)('Sukuma Wiki Seeds'),
  eventMessages.checkedIn,
  // The food screens' own words (labels, empty states, the new-basket question); errors are checked below.
  foodMessages.searchPlaceholder,
  foodMessages.allCuisines,
  foodMessages.moreFilters,
  foodMessages.clearAllFilters,
  foodMessages.loading,
  foodMessages.emptyTitle,
  foodMessages.emptyFiltered,
  foodMessages.emptyNone,
  foodMessages.openNow,
  foodMessages.closed,
  foodMessages.viewMenu,
  foodMessages.call,
  foodMessages.callRestaurant,
  foodMessages.proceedToCheckout,
  foodMessages.free,
  foodMessages.phoneNotAvailable,
  foodMessages.newBasketTitle,
  foodMessages.newBasketMessage('Sukuma Wiki Seeds', '3' as never),
  foodMessages.paymentSuccess,
  // The real-estate screens' toasts and the notices' titles (the notices carry their own Swahili).
  realEstateMessages.viewingRequested,
  realEstateMessages.viewingConfirmed,
  realEstateMessages.viewingDeclined,
  realEstateMessages.searchSaved,
  realEstateMessages.newMatch,
])

/** Every message of the shared schemas, functions called with a sample name and number. */
function sharedMessages(): string[] {
  const groups = [
    adminMessages,
    authMessages,
    cartMessages,
    eventMessages,
    foodMessages,
    orderMessages,
    paymentMessages,
    mpesaMessages,
    providerMessages,
    realEstateMessages,
    wishlistMessages,
  ]
  return groups
    .flatMap((group) => Object.values(group as Record<string, unknown>))
    .map((value) =>
      typeof value === 'function'
        ? (value as (name: string, count: number) => string)('Sukuma Wiki Seeds', 3)
        : value,
    )
    .filter((value): value is string => typeof value === 'string' && !webOnly.has(value))
}

let app: FastifyInstance
beforeAll(async () => {
  // Building the app imports every module, so every coded error has been declared.
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the Swahili of API error messages', () => {
  it('exists for every coded error the server declares', () => {
    expect(declaredErrorMessages.size).toBeGreaterThan(40)
    expect([...declaredErrorMessages].filter((message) => !hasSwahili(message))).toEqual([])
  })

  it('exists for every message of the shared schemas, names and numbers included', () => {
    expect(sharedMessages().filter((message) => !hasSwahili(message))).toEqual([])
    expect(translateErrorText(cartMessages.onlyLeft('Unga wa Ngano', 2), 'sw')).toBe(
      'Zimebaki 2 tu za Unga wa Ngano.',
    )
    expect(translateErrorText(orderMessages.orderFailed(cartMessages.outOfStock('Chai')), 'sw')).toBe(
      'Agizo limeshindikana: Chai imeisha.',
    )
  })

  it('is never the English left as it is', () => {
    expect(Object.entries(swahiliErrorTexts).filter(([en, sw]) => en === sw || !sw.trim())).toEqual([])
  })
})

describe('the language of a request', () => {
  it('is the web switch cookie first, then Accept-Language by preference, else unknown', () => {
    expect(languageOfRequest({ cookie: 'a=1; soko_language=sw', 'accept-language': 'en' })).toBe('sw')
    expect(languageOfRequest({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' })).toBe('sw')
    expect(languageOfRequest({ 'accept-language': 'en-GB,en;q=0.9,sw;q=0.8' })).toBe('en')
    expect(languageOfRequest({ 'accept-language': 'fr;q=1,sw;q=0.5' })).toBe('sw')
    expect(languageOfRequest({ 'accept-language': 'fr' })).toBeUndefined()
    expect(languageOfRequest({})).toBeUndefined()
  })
})

describe('error answers', () => {
  it('speak Swahili when Accept-Language asks for it, English otherwise', async () => {
    const missing = '/api/products/0190a4a0-0000-7000-8000-000000000000'
    const swahili = await app.inject({ method: 'GET', url: missing, headers: { 'accept-language': 'sw-KE' } })
    expect(swahili.statusCode).toBe(404)
    expect(swahili.json()).toEqual({
      error: {
        code: 'products.not_found',
        message: 'Bidhaa haikupatikana. Tafadhali onyesha upya ukurasa kisha ujaribu tena.',
      },
    })
    const english = await app.inject({ method: 'GET', url: missing })
    expect(english.json().error.message).toBe('Product not found. Please refresh the page and try again.')
  })

  it('follow the web switch cookie, fields included', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie: 'soko_language=sw' },
      remoteAddress: '10.9.0.1',
      payload: { email: 'amani@example.co.ke', password: 'kahawa-chungu-42', name: 'Amani' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Lazima ukubali sheria na masharti',
      fields: { termsAccepted: 'Lazima ukubali sheria na masharti' },
    })
  })

  it("follow a signed-in reader's stored language when the request names none", async () => {
    const { cookie } = await signUp(app, { ip: '10.9.0.2' })
    const request = as(app, cookie)
    // The web's switch (cookie) stores the choice on the account.
    const saved = await request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${cookie}; soko_language=sw` },
    })
    expect(saved.statusCode).toBe(200)
    const response = await request({
      method: 'DELETE',
      url: '/api/cart/items/0190a4a0-0000-7000-8000-000000000000',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Bidhaa hii haimo kwenye kikapu chako.')
  })
})
