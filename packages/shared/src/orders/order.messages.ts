// Plain values without zod, so a screen that needs only these does not load zod.

/** The spec's checkout and order texts (000 sections 2, 5 and 8), word for word. */
export const orderMessages = {
  loginToCheckout: 'Please log in to proceed to checkout.',
  shippingRequired: 'Please fill in all shipping information (address and city).',
  contactRequired: 'Please fill in your contact information (phone and email).',
  totalPositive: 'Order total must be greater than zero.',
  notAuthenticated: 'User not authenticated. Please log in.',
  orderFailed: (message: string) => `Order failed: ${message}`,
  placeFailed: 'Failed to place order. Please try again.',
  processingTitle: 'Processing your order...',
  processingHint: 'Please do not close this window.',
} as const
