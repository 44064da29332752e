import { ANSWER_TERMS_MAX } from '@soko/shared/insurance/insurance.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import { Inbox, Mail, Phone, Send } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useBrokerPlans } from '../api/plans'
import { useAnswerQuote, useBrokerQuotes } from '../api/quotes'
import type { BrokerQuote, RequestTab } from '../dashboard-types'
import { digitsOnly, PREMIUM_MAX_KSH } from '../plan-form-values'
import { formatDateTime } from '@/lib/date-format'

/** One tab of quote requests: open (to answer), answered (my answer, not yet taken) or accepted. */
export function QuoteRequestsPanel({ status }: { status: RequestTab }) {
  const { t } = useTranslation()
  const quotes = useBrokerQuotes(status)
  const items = quotes.data?.items
  if (!items) {
    if (quotes.isError)
      return (
        <Card>
          <ListError
            message={t('insuranceDashboard.requests.loadFailed')}
            retryLabel={t('insuranceDashboard.retry')}
            onRetry={() => void quotes.refetch()}
          />
        </Card>
      )
    return <ListLoading label={t('insuranceDashboard.requests.loading')} variant="card" />
  }
  if (items.length === 0)
    return (
      <Card>
        <ListEmpty
          icon={Inbox}
          title={t(`insuranceDashboard.requests.empty.${status}`)}
          data-testid="broker-requests-empty"
        />
      </Card>
    )
  return (
    <ul className="flex flex-col gap-4" data-testid="broker-requests" aria-busy={quotes.isPlaceholderData}>
      {items.map((quote) => (
        <li key={quote.id}>
          <RequestCard quote={quote} />
        </li>
      ))}
    </ul>
  )
}

function RequestCard({ quote }: { quote: BrokerQuote }) {
  const { t } = useTranslation()
  const [answering, setAnswering] = useState(false)
  const titleId = `broker-quote-${quote.id}`
  const canAnswer = !quote.my_answer && (quote.status === 'open' || quote.status === 'answered')
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 sm:p-5"
      data-testid="broker-request"
      data-status={quote.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {quote.full_name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(`insuranceDashboard.typeNames.${quote.insurance_type}`)} ·{' '}
            {t('insuranceDashboard.requests.received', {
              date: formatDateTime(new Date(quote.created_at), 'en-KE', {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
              }),
            })}
          </p>
        </div>
        <Badge variant="secondary" data-testid="broker-request-answers">
          {t('insuranceDashboard.requests.answerCount', { count: quote.answer_count })}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail aria-hidden className="size-4 text-muted-foreground" />
            <span className="sr-only">{t('insuranceDashboard.requests.email')}</span>
          </dt>
          <dd className="min-w-0 break-words">
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${quote.email}`}>
              {quote.email}
            </a>
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Phone aria-hidden className="size-4 text-muted-foreground" />
            <span className="sr-only">{t('insuranceDashboard.requests.phone')}</span>
          </dt>
          <dd>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${quote.phone.replace(/\s/g, '')}`}
            >
              {quote.phone}
            </a>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('insuranceDashboard.requests.coverage')}:</dt>
          <dd data-testid="broker-request-coverage">
            {quote.coverage_amount_cents === null
              ? t('insuranceDashboard.requests.coverageNone')
              : formatMoney(quote.coverage_amount_cents)}
          </dd>
        </div>
        {quote.plan && (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('insuranceDashboard.requests.plan')}:</dt>
            <dd className="break-words">{quote.plan.name}</dd>
          </div>
        )}
      </dl>
      {quote.additional_info && (
        <div className="text-sm">
          <p className="font-medium">{t('insuranceDashboard.requests.info')}</p>
          <p className="break-words whitespace-pre-line text-muted-foreground">{quote.additional_info}</p>
        </div>
      )}
      {quote.my_answer && (
        <div
          className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3 text-sm"
          data-testid="broker-my-answer"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{t('insuranceDashboard.requests.myAnswer')}</p>
            <Badge variant={quote.my_answer.status === 'accepted' ? 'default' : 'secondary'}>
              {t(`insuranceDashboard.requests.answerStatus.${quote.my_answer.status}`)}
            </Badge>
          </div>
          <p className="text-lg font-bold text-primary tabular-nums">
            {t('insuranceDashboard.perMonth', { amount: formatMoney(quote.my_answer.monthly_premium_cents) })}
          </p>
          <p>
            {quote.my_answer.plan
              ? t('insuranceDashboard.requests.answerPlan', { name: quote.my_answer.plan.name })
              : t('insuranceDashboard.requests.noPlan')}
          </p>
          <p className="break-words whitespace-pre-line text-muted-foreground">{quote.my_answer.terms}</p>
        </div>
      )}
      {canAnswer &&
        (answering ? (
          <SendQuoteForm quote={quote} onDone={() => setAnswering(false)} />
        ) : (
          <Button className="self-start" aria-describedby={titleId} onClick={() => setAnswering(true)}>
            <Send aria-hidden />
            {t('insuranceDashboard.requests.sendQuote')}
          </Button>
        ))}
    </Card>
  )
}

function SendQuoteForm({ quote, onDone }: { quote: BrokerQuote; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const plans = useBrokerPlans()
  const answer = useAnswerQuote()
  const ownPlans = (plans.data?.items ?? []).filter(
    (plan) => plan.is_active && plan.plan_type === quote.insurance_type,
  )
  const [planId, setPlanId] = useState(() =>
    quote.plan && ownPlans.some((plan) => plan.id === quote.plan?.id) ? quote.plan.id : '',
  )
  const [premium, setPremium] = useState('')
  const [terms, setTerms] = useState('')
  const [errors, setErrors] = useState<{ premium?: string; terms?: string }>({})

  // Opened from Send quote: the form's first field takes the focus.
  useEffect(() => {
    document.getElementById(`${id}-plan`)?.focus()
  }, [id])

  function choosePlan(value: string) {
    setPlanId(value)
    const plan = ownPlans.find((one) => one.id === value)
    // A plan's own premium is the starting offer.
    if (plan && !premium) setPremium(String(plan.monthly_premium_cents / 100))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const shillings = Number(digitsOnly(premium))
    const next: typeof errors = {}
    if (!digitsOnly(premium) || shillings < 1 || shillings > PREMIUM_MAX_KSH)
      next.premium = t('insuranceDashboard.answer.premiumInvalid')
    if (terms.trim().length < 10) next.terms = t('insuranceDashboard.answer.termsRequired')
    setErrors(next)
    if (next.premium || next.terms) {
      document.getElementById(next.premium ? `${id}-premium` : `${id}-terms`)?.focus()
      return
    }
    try {
      await answer.mutateAsync({
        id: quote.id,
        plan_id: planId || null,
        monthly_premium_cents: shillings * 100,
        terms: terms.trim(),
      })
    } catch (failure) {
      toast.error(errorMessage(failure, t('insuranceDashboard.answer.failed')))
      return
    }
    toast.success(t('insuranceDashboard.answer.sent', { name: quote.full_name }))
    onDone()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-lg border p-3"
      aria-label={t('insuranceDashboard.answer.title', { name: quote.full_name })}
      data-testid="send-quote-form"
    >
      <p className="font-semibold">{t('insuranceDashboard.answer.title', { name: quote.full_name })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-plan`} label={t('insuranceDashboard.answer.plan')}>
          <NativeSelect id={`${id}-plan`} value={planId} onChange={(event) => choosePlan(event.target.value)}>
            <option value="">{t('insuranceDashboard.answer.noPlan')}</option>
            {ownPlans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-premium`} label={t('insuranceDashboard.answer.premium')} error={errors.premium}>
          <Input
            {...fieldControlProps(`${id}-premium`, errors.premium)}
            aria-required
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={premium}
            onChange={(event) => setPremium(digitsOnly(event.target.value))}
          />
        </FormField>
      </div>
      <FormField id={`${id}-terms`} label={t('insuranceDashboard.answer.terms')} error={errors.terms}>
        <Textarea
          {...fieldControlProps(`${id}-terms`, errors.terms)}
          aria-required
          rows={4}
          maxLength={ANSWER_TERMS_MAX}
          placeholder={t('insuranceDashboard.answer.termsPlaceholder')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={answer.isPending}>
          {t('insuranceDashboard.answer.cancel')}
        </Button>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('insuranceDashboard.answer.sending') : t('insuranceDashboard.answer.submit')}
        </Button>
      </div>
    </form>
  )
}
