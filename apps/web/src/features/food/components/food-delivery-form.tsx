import { foodMessages } from '@soko/shared/food/food.constants'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useValidationMessage } from '@/lib/validation-messages'

const resolver = lazyResolver(() =>
  import('../food-checkout-form-schema').then(({ foodDeliveryResolver }) => foodDeliveryResolver),
)

export interface FoodDeliveryValues {
  delivery_address: string
  delivery_city: string
  contact_phone: string
  contact_email: string
  notes: string
}

/** The food schema's English messages in the reader's language (food.schema.ts placeFoodOrderSchema). */
const messageKeys: Record<
  string,
  'food.checkout.errors.address' | 'food.checkout.errors.phone' | 'food.checkout.errors.email'
> = {
  [foodMessages.deliveryAddressRequired]: 'food.checkout.errors.address',
  'Please enter your phone number.': 'food.checkout.errors.phone',
  'Please enter your email address.': 'food.checkout.errors.email',
}

/** Delivery address, city, phone, e-mail and notes for the kitchen and the rider. */
export function FoodDeliveryForm({
  defaultValues,
  onSubmit,
  fieldErrors,
  pending,
}: {
  defaultValues: FoodDeliveryValues
  onSubmit: (values: FoodDeliveryValues) => void
  fieldErrors?: Partial<Record<keyof FoodDeliveryValues, string>>
  pending: boolean
}) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const id = useId()
  const { register, handleSubmit, formState } = useForm<FoodDeliveryValues>({
    defaultValues,
    resolver,
    shouldFocusError: true,
  })
  const errorOf = (field: keyof FoodDeliveryValues) => {
    const message = formState.errors[field]?.message ?? fieldErrors?.[field]
    const key = message ? messageKeys[message] : undefined
    return key ? t(key) : translate(message)
  }
  const field = (name: keyof FoodDeliveryValues) => ({ id: `${id}-${name}`, error: errorOf(name) })
  const address = field('delivery_address')
  const city = field('delivery_city')
  const phone = field('contact_phone')
  const email = field('contact_email')
  const notes = field('notes')

  return (
    <form
      noValidate
      onFocus={() => void resolver.preload().catch(() => {})}
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-6"
      aria-label={t('food.checkout.formLabel')}
    >
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold">{t('food.checkout.deliveryTitle')}</legend>
        <FormField id={address.id} label={t('food.checkout.address')} error={address.error}>
          <Input
            {...register('delivery_address')}
            {...fieldControlProps(address.id, address.error)}
            autoComplete="street-address"
            maxLength={300}
          />
        </FormField>
        <FormField id={city.id} label={t('food.checkout.city')} error={city.error}>
          <Input
            {...register('delivery_city')}
            {...fieldControlProps(city.id, city.error)}
            autoComplete="address-level2"
            maxLength={100}
          />
        </FormField>
        <FormField id={notes.id} label={t('food.checkout.notes')} error={notes.error}>
          <Textarea
            {...register('notes')}
            {...fieldControlProps(notes.id, notes.error)}
            maxLength={500}
            rows={3}
          />
        </FormField>
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold">{t('food.checkout.contactTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={phone.id} label={t('food.checkout.phone')} error={phone.error}>
            <Input
              {...register('contact_phone')}
              {...fieldControlProps(phone.id, phone.error)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
            />
          </FormField>
          <FormField id={email.id} label={t('food.checkout.email')} error={email.error}>
            <Input
              {...register('contact_email')}
              {...fieldControlProps(email.id, email.error)}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
          </FormField>
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={pending}>
        {pending ? t('food.checkout.placing') : t('food.checkout.placeOrder')}
      </Button>
    </form>
  )
}
