import { useTranslation } from 'react-i18next'

// The admin forms' validation messages, as keys of en.json (zod-free, so a form names them without zod).
export const formMessages = {
  vendorNameRequired: 'admin.vendors.form.required',
  emailInvalid: 'admin.vendors.form.invalidEmail',
  productNameRequired: 'admin.products.form.nameRequired',
  priceInvalid: 'admin.products.form.priceInvalid',
  stockInvalid: 'admin.products.form.stockInvalid',
  urlInvalid: 'admin.products.form.urlInvalid',
} as const

type FormMessage = (typeof formMessages)[keyof typeof formMessages]
const known: readonly string[] = Object.values(formMessages)
const isFormMessage = (message: string): message is FormMessage => known.includes(message)

/** A field error in the reader's language; a server's own text shows as it is. */
export function useFormMessage() {
  const { t } = useTranslation()
  return (message: string | undefined) =>
    message === undefined ? undefined : isFormMessage(message) ? t(message) : message
}
