// The shared zod schemas speak the spec's English (packages/shared); forms show their messages in the
// reader's language through this one table. A message not listed (a server's own text) shows as it is.
import { authMessages } from '@soko/shared/auth/auth.constants'
import { orderMessages } from '@soko/shared/orders/order.messages'
import { useTranslation } from 'react-i18next'

const messageKeys = {
  [authMessages.required]: 'validation.emailRequired',
  [authMessages.invalid]: 'validation.emailInvalid',
  [authMessages.passwordRequired]: 'validation.passwordRequired',
  [authMessages.passwordTooShort]: 'validation.passwordTooShort',
  [authMessages.passwordTooCommon]: 'validation.passwordTooCommon',
  [authMessages.fullNameRequired]: 'validation.fullNameRequired',
  [authMessages.termsRequired]: 'validation.termsRequired',
  [orderMessages.shippingRequired]: 'validation.shippingRequired',
  [orderMessages.contactRequired]: 'validation.contactRequired',
  [orderMessages.totalPositive]: 'validation.totalPositive',
  [orderMessages.notAuthenticated]: 'validation.notAuthenticated',
  'Phone may contain digits, spaces and + - ( ) only': 'validation.phoneInvalid',
  'Phone must be at most 20 characters': 'validation.phoneTooLong',
  // packages/shared/src/phone/phone.ts phoneMessages.invalid (written out: importing it would load the parser).
  'Enter a Kenyan mobile number, for example 0712 345 678.': 'validation.phoneNumberInvalid',
  'Full name must be at most 100 characters': 'validation.fullNameTooLong',
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
