import type { CheckoutDetails } from '@soko/shared/orders/order.schema'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useLightForm } from '@/lib/use-light-form'
import { useValidationMessage } from '@/lib/validation-messages'

const resolver = lazyResolver(() =>
  import('../checkout-form-schema').then(({ checkoutDetailsResolver }) => checkoutDetailsResolver),
)
const contactResolver = lazyResolver(() =>
  import('../checkout-form-schema').then(({ contactDetailsResolver }) => contactDetailsResolver),
)

export type CheckoutDetailsValues = CheckoutDetails

/**
 * Shipping (address, city) and contact (phone, e-mail), checked with the shared rules and texts; an event
 * booking's form (`withShipping` false) is the contact form alone.
 */
export function CheckoutDetailsForm({
  defaultValues,
  onSubmit,
  fieldErrors,
  withShipping = true,
}: {
  defaultValues: CheckoutDetailsValues
  onSubmit: (values: CheckoutDetailsValues) => void
  /** Errors the server reported per field, shown under the fields. */
  fieldErrors?: Partial<Record<keyof CheckoutDetailsValues, string>>
  withShipping?: boolean
}) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const id = useId()
  // The contact schema leaves the (empty) shipping fields out of what it hands over; nothing reads them then.
  const formResolver = withShipping ? resolver : (contactResolver as unknown as typeof resolver)
  // Not react-hook-form: /checkout's first load cannot carry it (lib/use-light-form.ts).
  const { register, handleSubmit, formState } = useLightForm<CheckoutDetailsValues>({
    defaultValues,
    resolver: formResolver,
    shouldFocusError: true,
  })
  const errorOf = (field: keyof CheckoutDetailsValues) =>
    translate(formState.errors[field]?.message ?? fieldErrors?.[field])
  const fields = {
    shipping_address: { id: `${id}-address`, error: errorOf('shipping_address') },
    shipping_city: { id: `${id}-city`, error: errorOf('shipping_city') },
    contact_phone: { id: `${id}-phone`, error: errorOf('contact_phone') },
    contact_email: { id: `${id}-email`, error: errorOf('contact_email') },
  }

  return (
    <form
      noValidate
      onFocus={() => void formResolver.preload().catch(() => {})}
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-6"
      aria-label={t('checkout.title')}
    >
      {withShipping && (
        <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
          <legend className="px-1 text-lg font-semibold">{t('checkout.shippingTitle')}</legend>
          <FormField
            id={fields.shipping_address.id}
            label={t('checkout.address')}
            error={fields.shipping_address.error}
          >
            <Input
              {...register('shipping_address')}
              {...fieldControlProps(fields.shipping_address.id, fields.shipping_address.error)}
              autoComplete="street-address"
              maxLength={500}
            />
          </FormField>
          <FormField
            id={fields.shipping_city.id}
            label={t('checkout.city')}
            error={fields.shipping_city.error}
          >
            <Input
              {...register('shipping_city')}
              {...fieldControlProps(fields.shipping_city.id, fields.shipping_city.error)}
              autoComplete="address-level2"
              maxLength={100}
            />
          </FormField>
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold">{t('checkout.contactTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={fields.contact_phone.id}
            label={t('checkout.phone')}
            error={fields.contact_phone.error}
          >
            <Input
              {...register('contact_phone')}
              {...fieldControlProps(fields.contact_phone.id, fields.contact_phone.error)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
            />
          </FormField>
          <FormField
            id={fields.contact_email.id}
            label={t('checkout.email')}
            error={fields.contact_email.error}
          >
            <Input
              {...register('contact_email')}
              {...fieldControlProps(fields.contact_email.id, fields.contact_email.error)}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
          </FormField>
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end">
        {t('checkout.proceedToPayment')}
      </Button>
    </form>
  )
}
