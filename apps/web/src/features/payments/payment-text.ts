// The server and the shared rules speak the spec's English; the payment screens show those texts in the
// reader's language through this one table. A text not listed (a provider's own words) shows as it is.
import { mpesaMessages, paymentMessages } from '@soko/shared/payments/payment.constants'
import { useTranslation } from 'react-i18next'

const keys = {
  [paymentMessages.paymentFailedTitle]: 'payment.messages.paymentFailedTitle',
  [paymentMessages.mpesaDefault]: 'payment.messages.mpesaDefault',
  [paymentMessages.initiationFailed]: 'payment.messages.initiationFailed',
  [paymentMessages.failed]: 'payment.messages.failed',
  [paymentMessages.cancelledOrFailed]: 'payment.messages.cancelledOrFailed',
  [paymentMessages.timeout]: 'payment.messages.timeout',
  [paymentMessages.paypalDefault]: 'payment.messages.paypalDefault',
  [paymentMessages.success]: 'payment.messages.success',
  [paymentMessages.eventSuccess]: 'payment.messages.eventSuccess',
  [paymentMessages.missingPaypalToken]: 'payment.messages.missingPaypalToken',
  [paymentMessages.paypalCaptureFailed]: 'payment.messages.paypalCaptureFailed',
  [paymentMessages.paymentContextNotFound]: 'payment.messages.paymentContextNotFound',
  [paymentMessages.signInToComplete]: 'payment.messages.signInToComplete',
  [paymentMessages.paypalCompleteFailed]: 'payment.messages.paypalCompleteFailed',
  [mpesaMessages.phoneRequired]: 'payment.messages.phoneRequired',
  [mpesaMessages.phoneInvalid]: 'payment.messages.phoneInvalid',
  [mpesaMessages.amountMin]: 'payment.messages.amountMin',
} as const

function isKnown(message: string): message is keyof typeof keys {
  return Object.hasOwn(keys, message)
}

/** Turns a payment text in the spec's English into the current language. */
export function usePaymentText() {
  const { t } = useTranslation()
  return (message: string) => (isKnown(message) ? t(keys[message]) : message)
}
