import { integerBetween, readStored, writeStored } from '@/lib/storage'

/** Spec section 9: the newsletter pop-up shows at most once every 24 hours. */
export const newsletterIntervalMs = 24 * 60 * 60 * 1000
/** Wait a little after load so the pop-up never competes with the first paint. */
export const defaultNewsletterDelayMs = 5000
/** When it is due but the reader is busy (buying, typing), it asks again this much later. */
export const newsletterRetryMs = 5000

export const newsletterLastShownKey = 'soko.newsletterLastShown'
/** Lets browser tests bring the pop-up up at once (set with page.addInitScript). */
export const newsletterDelayKey = 'soko.newsletterDelayMs'

const parseEpochMs = integerBetween(0, Number.MAX_SAFE_INTEGER)
const parseDelay = integerBetween(0, 10 * 60 * 1000)

/** Due when never shown, or shown at least 24 hours ago. */
export function isNewsletterDue(lastShown: number | undefined, now: number) {
  return lastShown === undefined || now - lastShown >= newsletterIntervalMs
}

export function readNewsletterLastShown() {
  return readStored(newsletterLastShownKey, parseEpochMs)
}

export function recordNewsletterShown(now: number) {
  writeStored(newsletterLastShownKey, now)
}

export function readNewsletterDelay() {
  return readStored(newsletterDelayKey, parseDelay) ?? defaultNewsletterDelayMs
}
