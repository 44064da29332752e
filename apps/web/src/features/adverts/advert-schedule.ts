import { integerBetween, readStored, writeStored } from '@/lib/storage'

/** Spec section 4: the first check 30 s after load, then one every 60 s. */
export const advertFirstCheckMs = 30_000
export const advertCheckEveryMs = 60_000
/** Spec section 4: shown again only after 5 minutes on the home page, 10 elsewhere. */
export const advertIntervalHomeMs = 5 * 60_000
export const advertIntervalDefaultMs = 10 * 60_000

export const advertLastShownKey = 'soko.advertLastShown'
/** Lets browser tests bring the first check forward (set with page.addInitScript). */
export const advertFirstCheckKey = 'soko.advertFirstCheckMs'

const parseEpochMs = integerBetween(0, Number.MAX_SAFE_INTEGER)
const parseDelay = integerBetween(0, 10 * 60_000)

export function advertIntervalFor(pathname: string) {
  return pathname === '/' ? advertIntervalHomeMs : advertIntervalDefaultMs
}

/** Due when never shown, or when the page's interval has passed since it was last shown. */
export function isAdvertDue(lastShown: number | undefined, now: number, pathname: string) {
  return lastShown === undefined || now - lastShown >= advertIntervalFor(pathname)
}

export function readAdvertLastShown() {
  return readStored(advertLastShownKey, parseEpochMs)
}

export function recordAdvertShown(now: number) {
  writeStored(advertLastShownKey, now)
}

export function readAdvertFirstCheck() {
  return readStored(advertFirstCheckKey, parseDelay) ?? advertFirstCheckMs
}
