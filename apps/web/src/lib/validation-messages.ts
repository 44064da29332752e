// The shared zod schemas speak the spec's English (packages/shared); forms show their messages in the
// reader's language through this one table. A message not listed (a server's own text) shows as it is.
import { authMessages } from '@soko/shared/auth/auth.constants'
import { orderMessages } from '@soko/shared/orders/order.constants'
import { useTranslation } from 'react-i18next'

const messageKeys = {
  [authMessages.required]: 'validation.emailRequired',
  [authMessages.invalid]: 'validation.emailInvalid',
  [authMessages.passwordRequired]: 'auth.validation.passwordRequired',
  [authMessages.passwordTooShort]: 'auth.validation.passwordTooShort',
  [authMessages.passwordTooCommon]: 'auth.validation.passwordTooCommon',
  [authMessages.fullNameRequired]: 'auth.validation.fullNameRequired',
  [authMessages.termsRequired]: 'auth.validation.termsRequired',
  [orderMessages.shippingRequired]: 'checkout.validation.shippingRequired',
  [orderMessages.contactRequired]: 'checkout.validation.contactRequired',
  [orderMessages.totalPositive]: 'checkout.validation.totalPositive',
  [orderMessages.notAuthenticated]: 'checkout.validation.notAuthenticated',
  'Phone may contain digits, spaces and + - ( ) only': 'profile.validation.phoneInvalid',
  'Phone must be at most 20 characters': 'profile.validation.phoneTooLong',
  'Full name must be at most 100 characters': 'profile.validation.fullNameTooLong',
} as const

function isKnownMessage(message: string): message is keyof typeof messageKeys {
  return Object.hasOwn(messageKeys, message)
}

/** A function that turns a shared schema's English message into the current language. */
export function useValidationMessage() {
  const { t } = useTranslation()
  return (message: string | undefined) =>
    message === undefined ? undefined : isKnownMessage(message) ? t(messageKeys[message]) : message
}
