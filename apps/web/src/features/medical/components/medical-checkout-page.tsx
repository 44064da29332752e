import { formatMoney } from '@soko/shared/money/format-money'
import type { MedicationOrder, PlaceMedicationOrderInput } from '@soko/shared/medical/medical.schema'
import { Clock, FileText } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ProductImage } from '@/components/ui/product-image'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { useQueryClient } from '@tanstack/react-query'
import { medicationOrderQueryOptions, useMedicationOrder } from '../api/medication-orders'
import { clearMedicineBasket, useMedicineBasket } from '../local-medicine-basket'
import { basketTotalCents, needsPrescription, type MedicineBasket } from '../medicine-basket'
import { usePlaceMedicationOrder } from '../use-place-medication-order'
import { PrescriptionUpload } from './prescription-upload'

/** What the payment step collects for (the route hands it to the payments feature's chooser). */
export interface MedicalPayable {
  id: string
  totalCents: number
  /** Whole shillings M-Pesa asks for (the total rounded up). */
  mpesaAmount: number
  isEventBooking: false
  contactPhone: string
}

export type RenderMedicalPayment = (order: MedicalPayable) => ReactNode

/** The route state after placing: the page becomes that order's prescription or payment, also after a reload. */
function readPlacedOrder(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('medicalOrderId' in state)) return null
  return typeof state.medicalOrderId === 'string' && state.medicalOrderId ? state.medicalOrderId : null
}

export function toMedicalPayable(order: MedicationOrder): MedicalPayable {
  return {
    id: order.order_id,
    totalCents: order.total_cents,
    mpesaAmount: Math.ceil(order.total_cents / 100),
    isEventBooking: false,
    contactPhone: order.contact_phone,
  }
}

/**
 * /medical/checkout (issue 17): the basket's medicines and total, delivery and contact; Place order asks the
 * server (which prices the medicines, takes the stock and refuses another pharmacy's or short stock with its
 * own message). Then, for prescription-only medicines, the prescription upload (payment waits for the
 * pharmacist's approval); otherwise, or once approved, the payment chooser the route gives.
 */
export function MedicalCheckoutPage({ renderPayment }: { renderPayment: RenderMedicalPayment }) {
  const { t } = useTranslation()
  const location = useLocation()
  const placed = readPlacedOrder(location.state)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('medical.checkout.title')}</h1>
      {placed ? (
        <PlacedOrder key={placed} orderId={placed} renderPayment={renderPayment} />
      ) : (
        <BasketCheckout />
      )}
    </div>
  )
}

interface DeliveryValues {
  delivery_address: string
  delivery_city: string
  contact_phone: string
  contact_email: string
}
type Field = keyof DeliveryValues
const fieldOrder: Field[] = ['delivery_address', 'delivery_city', 'contact_phone', 'contact_email']

/** The same limits as placeMedicationOrderSchema (the server checks them again). */
function checkDelivery(values: DeliveryValues) {
  const errors: Partial<Record<Field, 'address' | 'city' | 'phone' | 'email'>> = {}
  if (values.delivery_address.trim().length < 5) errors.delivery_address = 'address'
  if (values.delivery_city.trim().length < 2) errors.delivery_city = 'city'
  if (values.contact_phone.trim().length < 9) errors.contact_phone = 'phone'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.contact_email.trim())) errors.contact_email = 'email'
  return errors
}

function BasketCheckout() {
  const { t } = useTranslation()
  const id = useId()
  const { session } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const basket = useMedicineBasket()
  const { place } = usePlaceMedicationOrder()
  const [pending, setPending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [values, setValues] = useState<DeliveryValues>(() => ({
    delivery_address: '',
    delivery_city: 'Nairobi',
    contact_phone: session?.user.phone_number || session?.profile.phone || '',
    contact_email: session?.user.email ?? '',
  }))
  const form = useRef<HTMLFormElement>(null)
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (refusal) alert.current?.focus()
  }, [refusal])

  if (basket.items.length === 0) {
    return (
      <Problem message={t('medical.checkout.emptyBasket')}>
        <Button asChild>
          <Link to="/medical?tab=medications">{t('medical.checkout.browse')}</Link>
        </Button>
      </Problem>
    )
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setRefusal(null)
    const found = checkDelivery(values)
    const shown: Partial<Record<Field, string>> = {}
    for (const field of fieldOrder) {
      const key = found[field]
      if (key) shown[field] = t(`medical.checkout.errors.${key}`)
    }
    setErrors(shown)
    const first = fieldOrder.find((field) => shown[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus()
      return
    }
    const input: PlaceMedicationOrderInput = {
      items: basket.items.map((item) => ({ medication_id: item.medication_id, quantity: item.quantity })),
      delivery_address: values.delivery_address.trim(),
      delivery_city: values.delivery_city.trim(),
      contact_phone: values.contact_phone.trim(),
      contact_email: values.contact_email.trim(),
    }
    setPending(true)
    try {
      const order = await place(input)
      queryClient.setQueryData(medicationOrderQueryOptions(order.order_id).queryKey, order)
      await navigate(location.pathname, { replace: true, state: { medicalOrderId: order.order_id } })
      // Placed: the basket's medicines are the order's now (after moving on, so "empty" never flashes).
      clearMedicineBasket()
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.fields) setErrors(error.fields)
      // The server's words: another pharmacy, short stock, a medicine no longer sold (medical.* codes).
      setRefusal(
        error instanceof ApiError && error.status === 401
          ? t('medical.checkout.signedOut')
          : errorMessage(error, t('medical.checkout.placeFailed')),
      )
    }
  }

  const control = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })
  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        {refusal && (
          <div
            ref={alert}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-destructive/50 bg-destructive/5 p-4 font-medium outline-none"
            data-testid="medical-checkout-error"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
            {refusal}
          </div>
        )}
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-6"
          aria-label={t('medical.checkout.formLabel')}
        >
          <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{t('medical.checkout.deliveryTitle')}</legend>
            {field(
              'delivery_address',
              t('medical.checkout.address'),
              <Input {...control('delivery_address')} autoComplete="street-address" maxLength={300} />,
            )}
            {field(
              'delivery_city',
              t('medical.checkout.city'),
              <Input {...control('delivery_city')} autoComplete="address-level2" maxLength={80} />,
            )}
          </fieldset>
          <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{t('medical.checkout.contactTitle')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {field(
                'contact_phone',
                t('medical.checkout.phone'),
                <Input
                  {...control('contact_phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={20}
                />,
              )}
              {field(
                'contact_email',
                t('medical.checkout.email'),
                <Input {...control('contact_email')} type="email" autoComplete="email" maxLength={254} />,
              )}
            </div>
          </fieldset>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={pending}>
            {pending ? t('medical.checkout.placing') : t('medical.checkout.placeOrder')}
          </Button>
        </form>
      </div>
      <BasketLines basket={basket} />
    </div>
  )
}

function BasketLines({ basket }: { basket: MedicineBasket }) {
  const { t } = useTranslation()
  return (
    <aside
      aria-labelledby="medical-checkout-summary"
      className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="medical-checkout-summary"
    >
      <div className="flex flex-col gap-1">
        <h2 id="medical-checkout-summary" className="text-lg font-semibold">
          {t('medical.checkout.summary')}
        </h2>
        {basket.pharmacy?.name && (
          <p className="text-sm text-muted-foreground">
            {t('medical.basket.from', { name: basket.pharmacy.name })}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {basket.items.map((line) => (
          <li key={line.medication_id} className="flex items-center gap-3 text-sm">
            <ProductImage
              src={line.image_url}
              width={48}
              height={48}
              sizes="48px"
              className="size-12 shrink-0 rounded-md"
            />
            <span className="min-w-0 flex-1 break-words">
              {line.name} × {line.quantity}
            </span>
            <span className="font-medium">{formatMoney(line.price_cents * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {needsPrescription(basket) && (
        <p className="flex items-start gap-2 rounded-lg bg-accent/15 p-3 text-sm">
          <FileText aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('medical.basket.needsPrescription')}
        </p>
      )}
      <dl className="flex justify-between gap-3 border-t pt-3 text-base font-semibold">
        <dt>{t('medical.basket.total')}</dt>
        <dd>{formatMoney(basketTotalCents(basket))}</dd>
      </dl>
      <Button asChild variant="link" className="self-start px-0">
        <Link to="/medical?tab=medications">{t('medical.checkout.backToMedications')}</Link>
      </Button>
    </aside>
  )
}

/** After placing: the prescription step while one is needed and not approved, then the payment. */
function PlacedOrder({ orderId, renderPayment }: { orderId: string; renderPayment: RenderMedicalPayment }) {
  const { t } = useTranslation()
  const query = useMedicationOrder(orderId)
  const heading = useRef<HTMLHeadingElement>(null)
  const choosing = useRef(false)
  const step = query.data ? (query.data.payable ? 'payment' : 'prescription') : null
  useEffect(() => {
    if (step) heading.current?.focus()
  }, [step])

  if (query.isPending) return <CheckoutSkeleton label={t('medical.checkout.loadingOrder')} />
  if (query.isError) {
    return (
      <Problem message={t('medical.checkout.loadOrderFailed')}>
        <Button onClick={() => void query.refetch()}>{t('medical.retry')}</Button>
        <Button asChild variant="outline">
          <Link to={`/orders/${orderId}`}>{t('medical.checkout.viewOrder')}</Link>
        </Button>
      </Problem>
    )
  }
  const order = query.data
  const summary = (
    <aside className="flex h-fit flex-col gap-3 rounded-xl border bg-card p-4 text-sm sm:p-6">
      <h2 className="text-lg font-semibold">
        {t('medical.checkout.orderNumber', { number: order.reference })}
      </h2>
      <dl className="flex justify-between gap-3 text-base font-semibold">
        <dt>{t('medical.basket.total')}</dt>
        <dd>{formatMoney(order.total_cents)}</dd>
      </dl>
      <Button asChild variant="link" className="self-start px-0">
        <Link to={`/orders/${order.order_id}`}>{t('medical.checkout.viewOrder')}</Link>
      </Button>
    </aside>
  )

  // Once the chooser is on screen it stays until the payment ends (its own confirmation moves on).
  if (order.payable || choosing.current) {
    choosing.current = true
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t('medical.checkout.paymentTitle')}
          </h2>
          {renderPayment(toMedicalPayable(order))}
        </div>
        {summary}
      </div>
    )
  }

  const prescription = order.prescription
  const waiting = prescription?.status === 'pending'
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="prescription-step-heading"
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6 lg:col-span-2"
        data-testid="prescription-step"
      >
        <h2
          id="prescription-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('medical.checkout.prescriptionTitle')}
        </h2>
        {waiting ? (
          <div className="flex flex-col gap-3">
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-accent/15 p-3 font-medium"
              data-testid="awaiting-approval"
            >
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
              {t('medical.prescription.awaitingApproval')}
            </p>
            <Button asChild className="self-start">
              <Link to={`/orders/${order.order_id}`}>{t('medical.checkout.viewOrder')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">
              {prescription?.status === 'rejected'
                ? t('medical.prescription.rejectedPay')
                : t('medical.prescription.required')}
            </p>
            {prescription?.status === 'rejected' && prescription.rejection_reason && (
              <p className="text-sm" data-testid="prescription-reason">
                {t('medical.prescription.reason', { reason: prescription.rejection_reason })}
              </p>
            )}
            {prescription && prescription.medicines.length > 0 && (
              <p className="text-sm">
                <span className="text-muted-foreground">{t('medical.prescription.medicines')}: </span>
                {prescription.medicines.join(', ')}
              </p>
            )}
            <PrescriptionUpload orderId={order.order_id} again={prescription?.status === 'rejected'} />
          </>
        )}
        {waiting && (
          <details className="text-sm">
            <summary className="cursor-pointer py-2 font-medium">
              {t('medical.prescription.uploadAgain')}
            </summary>
            <PrescriptionUpload orderId={order.order_id} again />
          </details>
        )}
      </section>
      {summary}
    </div>
  )
}

function Problem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-8 text-center">
      <TriangleAlert aria-hidden className="size-8 text-destructive" />
      <p className="font-medium">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  )
}

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  )
}
