/** What the payment chooser needs to know about the order it collects for. */
export interface PayableOrder {
  id: string
  /** KSh total, as the server priced it. */
  totalCents: number
  /** Whole shillings M-Pesa asks for (the total rounded up). */
  mpesaAmount: number
  /** Event orders end with the event success text (spec 000 section 8). */
  isEventBooking: boolean
}

export interface PaidResult {
  orderId: string
  /** The spec's success text, in English; the orders screen shows it translated. */
  message: string
}
