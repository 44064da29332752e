// The route state /checkout accepts (spec 000 section 2, Checkout): an event booking, or any existing
// pending order to pay (a payment tried again). Route state is outside data: checked by hand.

export interface EventBookingDetails {
  fullName: string
  phone: string
  email: string
}

export interface EventData {
  eventTitle: string
  eventDate: string
  tickets: number
  totalAmount: number
  bookingDetails: EventBookingDetails | null
}

export interface CheckoutRouteState {
  /** An order already placed and not yet paid: the checkout goes straight to payment for it. */
  orderId: string
  isEventBooking: boolean
  eventData: EventData | null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function readBookingDetails(value: unknown): EventBookingDetails | null {
  if (!isRecord(value)) return null
  return { fullName: text(value.fullName), phone: text(value.phone), email: text(value.email) }
}

function readEventData(value: unknown): EventData | null {
  if (!isRecord(value)) return null
  const tickets = typeof value.tickets === 'number' && Number.isFinite(value.tickets) ? value.tickets : 1
  const totalAmount =
    typeof value.totalAmount === 'number' && Number.isFinite(value.totalAmount) ? value.totalAmount : 0
  return {
    eventTitle: text(value.eventTitle),
    eventDate: text(value.eventDate),
    tickets,
    totalAmount,
    bookingDetails: readBookingDetails(value.bookingDetails),
  }
}

/** The order the checkout was handed, or null for a checkout of the server cart. */
export function readCheckoutState(state: unknown): CheckoutRouteState | null {
  if (!isRecord(state)) return null
  const orderId = text(state.orderId).trim()
  if (!orderId || orderId.length > 64) return null
  const isEventBooking = state.isEventBooking === true
  return { orderId, isEventBooking, eventData: isEventBooking ? readEventData(state.eventData) : null }
}
