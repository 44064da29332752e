import {
  insuranceTypes,
  QUOTE_INFO_MAX,
  type InsuranceType,
} from '@soko/shared/insurance/insurance.constants'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { usePlan } from '../api/get-plan'
import { useRequestQuote } from '../api/request-quote'
import type { InsurancePlan } from '../insurance-types'
import {
  digitsOnly,
  missingQuoteFields,
  quoteDefaults,
  toQuoteRequest,
  type QuoteFormValues,
  type RequiredQuoteField,
} from '../quote-form'

export type QuotePlan = Pick<InsurancePlan, 'id' | 'name' | 'plan_type'>

export interface QuoteDialogProps {
  /** The plan whose Get Quote opened the dialog: its type is chosen and its broker is asked. */
  plan?: QuotePlan
  /** A plan known only by id (back from /auth): read from the server. */
  planId?: string
  /** The type chosen in advance (a category). */
  type?: InsuranceType
  onClose: () => void
}

/**
 * The quote dialog (spec 001 sections 3 and 5): full name, email, phone and insurance type required (the
 * "Missing Information" toast otherwise), coverage and additional information optional. Sent to the brokers of
 * that type (and the plan's); on success the spec's toast and the way to My quotes. Loads when first opened.
 */
export default function QuoteDialog({ plan, planId, type, onClose }: QuoteDialogProps) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('insurance.quote.close')} className="max-w-xl p-4 sm:p-6">
        {sent ? (
          <QuoteSent onClose={onClose} />
        ) : planId && !plan ? (
          <PlanQuoteForm planId={planId} onSent={() => setSent(true)} onCancel={onClose} />
        ) : (
          <QuoteForm plan={plan ?? null} type={type} onSent={() => setSent(true)} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function QuoteSent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="quote-sent">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <DialogHeader className="items-center pr-0 text-center">
        <DialogTitle>{t('insurance.quote.sentTitle')}</DialogTitle>
        <DialogDescription>{t('insurance.quote.sent')}</DialogDescription>
      </DialogHeader>
      <DialogFooter className="w-full sm:justify-center">
        <Button variant="outline" onClick={onClose}>
          {t('insurance.quote.close')}
        </Button>
        <Button asChild>
          <Link to="/insurance/quotes" onClick={onClose}>
            {t('insurance.quote.viewQuotes')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  )
}

/** Back from /auth with a plan's id: its name and type come from the server (a plan gone: a quote for any type). */
function PlanQuoteForm({
  planId,
  onSent,
  onCancel,
}: {
  planId: string
  onSent: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const plan = usePlan(planId)
  if (plan.isPending)
    return (
      <DialogHeader>
        <DialogTitle>{t('insurance.quote.title')}</DialogTitle>
        <DialogDescription>{t('insurance.details.loading')}</DialogDescription>
      </DialogHeader>
    )
  return (
    <QuoteForm
      plan={plan.data ?? null}
      notice={plan.isError ? t('insurance.quote.planNotFound') : undefined}
      onSent={onSent}
      onCancel={onCancel}
    />
  )
}

function QuoteForm({
  plan,
  type,
  notice,
  onSent,
  onCancel,
}: {
  plan: QuotePlan | null
  type?: InsuranceType
  notice?: string
  onSent: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { session } = useSession()
  const request = useRequestQuote()
  const [values, setValues] = useState<QuoteFormValues>(() =>
    quoteDefaults(session, plan?.plan_type ?? type ?? ''),
  )
  const [missing, setMissing] = useState<readonly RequiredQuoteField[]>([])

  // The session may answer after the dialog opened: its details fill the fields still blank.
  useEffect(() => {
    if (!session) return
    const known = quoteDefaults(session)
    setValues((current) => ({
      ...current,
      full_name: current.full_name || known.full_name,
      email: current.email || known.email,
      phone: current.phone || known.phone,
    }))
  }, [session])

  const set = (name: keyof QuoteFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (missing.includes(name as RequiredQuoteField) && value.trim())
      setMissing((current) => current.filter((field) => field !== name))
  }
  const field = (name: keyof QuoteFormValues) => `${id}-${name}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const blank = missingQuoteFields(values)
    setMissing(blank)
    if (blank.length > 0) {
      toast.error(t('insurance.quote.missingTitle'), { description: t('insurance.quote.missingText') })
      document.getElementById(field(blank[0]!))?.focus()
      return
    }
    try {
      await request.mutateAsync(toQuoteRequest(values, plan))
    } catch (error) {
      toast.error(t('insurance.quote.failedTitle'), {
        description: errorMessage(error, t('insurance.quote.failed')),
      })
      return
    }
    toast.success(t('insurance.quote.sent'))
    onSent()
  }

  const required = (name: RequiredQuoteField) =>
    missing.includes(name) ? t('insurance.quote.required') : undefined
  const requiredLabel = (label: string) => (
    <>
      {label} <span aria-hidden>*</span>
    </>
  )
  const forPlan = plan && plan.plan_type === values.insurance_type

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('insurance.quote.title')}</DialogTitle>
        <DialogDescription>{t('insurance.quote.description')}</DialogDescription>
      </DialogHeader>
      {forPlan && (
        <p className="rounded-md bg-primary/10 px-3 py-2 text-sm font-medium" data-testid="quote-plan">
          {t('insurance.quote.forPlan', { name: plan.name })}
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={field('full_name')}
            label={requiredLabel(t('insurance.quote.fullName'))}
            error={required('full_name')}
          >
            <Input
              {...fieldControlProps(field('full_name'), required('full_name'))}
              aria-required
              autoComplete="name"
              maxLength={120}
              value={values.full_name}
              onChange={(event) => set('full_name', event.target.value)}
            />
          </FormField>
          <FormField
            id={field('email')}
            label={requiredLabel(t('insurance.quote.email'))}
            error={required('email')}
          >
            <Input
              {...fieldControlProps(field('email'), required('email'))}
              aria-required
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          </FormField>
          <FormField
            id={field('phone')}
            label={requiredLabel(t('insurance.quote.phone'))}
            error={required('phone')}
          >
            <Input
              {...fieldControlProps(field('phone'), required('phone'))}
              aria-required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              placeholder={t('insurance.quote.phonePlaceholder')}
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          </FormField>
          <FormField
            id={field('insurance_type')}
            label={requiredLabel(t('insurance.quote.type'))}
            error={required('insurance_type')}
          >
            <NativeSelect
              {...fieldControlProps(field('insurance_type'), required('insurance_type'))}
              aria-required
              value={values.insurance_type}
              onChange={(event) => set('insurance_type', event.target.value)}
            >
              <option value="">{t('insurance.quote.typePlaceholder')}</option>
              {insuranceTypes.map((one) => (
                <option key={one} value={one}>
                  {t(`insurance.types.${one}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id={field('coverage_amount')}
          label={t('insurance.quote.coverage')}
          hint={t('insurance.quote.coverageHint')}
        >
          <Input
            {...fieldControlProps(field('coverage_amount'), undefined, true)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            placeholder={t('insurance.quote.coveragePlaceholder')}
            value={values.coverage_amount}
            onChange={(event) => set('coverage_amount', digitsOnly(event.target.value))}
          />
        </FormField>
        <FormField id={field('additional_info')} label={t('insurance.quote.info')}>
          <Textarea
            id={field('additional_info')}
            rows={3}
            maxLength={QUOTE_INFO_MAX}
            placeholder={t('insurance.quote.infoPlaceholder')}
            value={values.additional_info}
            onChange={(event) => set('additional_info', event.target.value)}
          />
        </FormField>
        <p className="text-xs text-muted-foreground">{t('insurance.quote.requiredNote')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={request.isPending}>
            {t('insurance.quote.cancel')}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t('insurance.quote.submitting') : t('insurance.quote.submit')}
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
