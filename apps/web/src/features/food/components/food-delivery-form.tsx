import { foodMessages } from '@soko/shared/food/food.constants'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

// The rules and their zod arrive when the reader first enters the form (decision 007), not with the page.
const loadRules = () => import('../food-checkout-form-schema')

export interface FoodDeliveryValues {
  delivery_address: string
  delivery_city: string
  contact_phone: string
  contact_email: string
  notes: string
}
type Field = keyof FoodDeliveryValues

/** The food schema's English messages in the reader's language (food.schema.ts placeFoodOrderSchema). */
const messageKeys: Record<
  string,
  'food.checkout.errors.address' | 'food.checkout.errors.phone' | 'food.checkout.errors.email'
> = {
  [foodMessages.deliveryAddressRequired]: 'food.checkout.errors.address',
  'Please enter your phone number.': 'food.checkout.errors.phone',
  'Please enter your email address.': 'food.checkout.errors.email',
}

const fieldOrder: Field[] = ['delivery_address', 'delivery_city', 'notes', 'contact_phone', 'contact_email']

/**
 * Delivery address, city, phone, e-mail and notes, checked with the shared rules. A plain form (no form
 * library): five fields, and /food/checkout stays well inside the first-load budget.
 */
export function FoodDeliveryForm({
  defaultValues,
  onSubmit,
  fieldErrors,
  pending,
}: {
  defaultValues: FoodDeliveryValues
  onSubmit: (values: FoodDeliveryValues) => void
  fieldErrors?: Partial<Record<Field, string>>
  pending: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(defaultValues)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const shown = { ...fieldErrors, ...errors }
  const errorOf = (field: Field) => {
    const message = shown[field]
    return message ? (messageKeys[message] ? t(messageKeys[message]) : message) : undefined
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { checkFoodDelivery } = await loadRules()
    const result = checkFoodDelivery(values)
    setErrors(result.errors)
    if (result.values) {
      onSubmit({ ...result.values, notes: result.values.notes })
      return
    }
    const first = fieldOrder.find((field) => result.errors[field])
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus()
  }

  const control = (field: Field) => {
    const error = errorOf(field)
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    }
  }
  const error = (field: Field) => {
    const message = errorOf(field)
    return message ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {message}
      </p>
    ) : null
  }
  const label = (field: Field, text: string) => <Label htmlFor={`${id}-${field}`}>{text}</Label>

  return (
    <form
      ref={form}
      noValidate
      onFocus={() => void loadRules().catch(() => {})}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6"
      aria-label={t('food.checkout.formLabel')}
    >
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold">{t('food.checkout.deliveryTitle')}</legend>
        <div className="flex flex-col gap-2">
          {label('delivery_address', t('food.checkout.address'))}
          <Input {...control('delivery_address')} autoComplete="street-address" maxLength={300} />
          {error('delivery_address')}
        </div>
        <div className="flex flex-col gap-2">
          {label('delivery_city', t('food.checkout.city'))}
          <Input {...control('delivery_city')} autoComplete="address-level2" maxLength={100} />
          {error('delivery_city')}
        </div>
        <div className="flex flex-col gap-2">
          {label('notes', t('food.checkout.notes'))}
          <Textarea {...control('notes')} maxLength={500} rows={3} />
          {error('notes')}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold">{t('food.checkout.contactTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            {label('contact_phone', t('food.checkout.phone'))}
            <Input
              {...control('contact_phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
            />
            {error('contact_phone')}
          </div>
          <div className="flex flex-col gap-2">
            {label('contact_email', t('food.checkout.email'))}
            <Input {...control('contact_email')} type="email" autoComplete="email" maxLength={254} />
            {error('contact_email')}
          </div>
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={pending}>
        {pending ? t('food.checkout.placing') : t('food.checkout.placeOrder')}
      </Button>
    </form>
  )
}
