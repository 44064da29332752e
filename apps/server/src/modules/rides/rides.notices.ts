import { rideMessages, type DriverCancelReason } from '@soko/shared/rides/rides.constants'
import type { Localized } from '../../lib/texts'

// What the rides module tells people (notify(): the reader's language). English is the spec's text where it
// gives one; Swahili is plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }

const reasonTexts: Readonly<Record<DriverCancelReason, Localized>> = {
  rider_not_at_pickup: { en: 'you were not at the pickup', sw: 'hukuwepo mahali pa kuchukuliwa' },
  rider_asked_to_cancel: { en: 'you asked to cancel', sw: 'uliomba kughairi' },
  vehicle_problem: { en: 'a problem with the vehicle', sw: 'tatizo la gari' },
  unsafe_pickup: { en: 'the pickup was not safe', sw: 'mahali pa kuchukuliwa hapakuwa salama' },
  other: { en: 'another reason', sw: 'sababu nyingine' },
}

/** To the rider: each move the driver (or nobody) made. */
export const riderNotices = {
  accepted: (driver: string, plate: string | null): Notice => ({
    type: 'success',
    title: { en: 'Driver on the way', sw: 'Dereva yuko njiani' },
    message: {
      en: `${rideMessages.booked} ${driver}${plate ? ` (${plate})` : ''}.`,
      sw: `Safari imewekwa! Dereva yuko njiani. ${driver}${plate ? ` (${plate})` : ''}.`,
    },
  }),
  arriving: (): Notice => ({
    type: 'info',
    title: { en: 'Your driver has arrived', sw: 'Dereva wako amefika' },
    message: {
      en: 'Your driver has arrived at the pickup.',
      sw: 'Dereva wako amefika mahali pa kuchukuliwa.',
    },
  }),
  inProgress: (destination: string): Notice => ({
    type: 'info',
    title: { en: 'Trip started', sw: 'Safari imeanza' },
    message: {
      en: `Your trip to ${destination} has started.`,
      sw: `Safari yako kwenda ${destination} imeanza.`,
    },
  }),
  completed: (fare: string): Notice => ({
    type: 'success',
    title: { en: 'Trip completed', sw: 'Safari imekamilika' },
    message: {
      en: `Trip completed: ${fare}. Pay with M-Pesa or cash, then rate your driver.`,
      sw: `Safari imekamilika: ${fare}. Lipa kwa M-Pesa au pesa taslimu, kisha mpe dereva alama.`,
    },
  }),
  cancelledByDriver: (reason: DriverCancelReason): Notice => ({
    type: 'warning',
    title: { en: 'Ride cancelled', sw: 'Safari imeghairiwa' },
    message: {
      en: `Your driver cancelled the ride: ${reasonTexts[reason].en}. You can request another ride.`,
      sw: `Dereva wako ameghairi safari: ${reasonTexts[reason].sw}. Unaweza kuomba safari nyingine.`,
    },
  }),
  unmatched: (): Notice => ({
    type: 'warning',
    title: { en: 'No driver found', sw: 'Hakuna dereva aliyepatikana' },
    message: {
      en: rideMessages.unmatched,
      sw: 'Hakuna dereva aliyekubali ombi lako. Tafadhali jaribu tena.',
    },
  }),
}

/** To the driver: the rider's moves. */
export const driverNotices = {
  cancelledByRider: (pickup: string): Notice => ({
    type: 'warning',
    title: { en: 'Ride cancelled by the rider', sw: 'Abiria ameghairi safari' },
    message: {
      en: `The rider cancelled the ride from ${pickup}. You are available for new requests.`,
      sw: `Abiria ameghairi safari kutoka ${pickup}. Uko tayari kupokea maombi mapya.`,
    },
  }),
  paidCash: (fare: string): Notice => ({
    type: 'info',
    title: { en: 'Cash payment', sw: 'Malipo ya pesa taslimu' },
    message: {
      en: `The rider will pay ${fare} in cash. Please collect it.`,
      sw: `Abiria atalipa ${fare} kwa pesa taslimu. Tafadhali pokea malipo.`,
    },
  }),
  paid: (fare: string): Notice => ({
    type: 'success',
    title: { en: 'Ride paid', sw: 'Safari imelipiwa' },
    message: { en: `The rider paid ${fare} with M-Pesa.`, sw: `Abiria amelipa ${fare} kwa M-Pesa.` },
  }),
  rated: (stars: number): Notice => ({
    type: 'info',
    title: { en: 'New rating', sw: 'Alama mpya' },
    message: {
      en: `A rider rated your trip ${stars} out of 5.`,
      sw: `Abiria ameipa safari yako alama ${stars} kati ya 5.`,
    },
  }),
}

/** The buyer's notice once the fare's order is paid (checkout's paid notice for orders of `ride` lines). */
export const ridePaidNotice = {
  title: { en: 'Ride paid', sw: 'Safari imelipiwa' },
  message: {
    en: 'Payment successful! Thank you for riding with Soko.',
    sw: 'Malipo yamefanikiwa! Asante kwa kusafiri na Soko.',
  },
} as const satisfies { title: Localized; message: Localized }
