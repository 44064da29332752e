import { FileSearch, Mail, Phone, ShieldCheck, Star } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAcceptAnswer, useCancelQuote, useMyQuotes } from '../api/my-quotes'
import { formatDay, formatKsh } from '../insurance-display'
import type { AnswerStatus, Quote, QuoteAnswer, QuoteStatus } from '../insurance-types'

// The question loads on first use.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

const statusVariant: Record<QuoteStatus, 'default' | 'accent' | 'secondary' | 'outline'> = {
  open: 'outline',
  answered: 'accent',
  accepted: 'default',
  cancelled: 'secondary',
}
const answerVariant: Record<AnswerStatus, 'default' | 'accent' | 'secondary'> = {
  offered: 'accent',
  accepted: 'default',
  declined: 'secondary',
}
const cancellable: readonly QuoteStatus[] = ['open', 'answered']

type Asking = { kind: 'accept'; quote: Quote; answer: QuoteAnswer } | { kind: 'cancel'; quote: Quote } | null

/**
 * /insurance/quotes: the signed-in user's quote requests, newest first, with every broker's answer (live: an
 * answer is a notification, which refreshes this list). Accept one offered answer (the others are declined), or
 * cancel a request while it is open or answered.
 */
export function MyQuotesPage() {
  const { t } = useTranslation()
  const quotes = useMyQuotes()
  const accept = useAcceptAnswer()
  const cancel = useCancelQuote()
  const [asking, setAsking] = useState<Asking>(null)

  async function confirm() {
    if (!asking) return
    try {
      if (asking.kind === 'accept') {
        await accept.mutateAsync({ quoteId: asking.quote.id, answerId: asking.answer.id })
        toast.success(t('insurance.quotes.accepted'))
      } else {
        await cancel.mutateAsync(asking.quote.id)
        toast.success(t('insurance.quotes.cancelled'))
      }
      setAsking(null)
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          asking.kind === 'accept' ? t('insurance.quotes.acceptFailed') : t('insurance.quotes.cancelFailed'),
        ),
      )
    }
  }

  const list = quotes.data
  const browse = (
    <Button asChild variant="outline">
      <Link to="/insurance">
        <ShieldCheck aria-hidden />
        {t('insurance.quotes.browse')}
      </Link>
    </Button>
  )
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('insurance.quotes.title')}
        subtitle={t('insurance.quotes.subtitle')}
        action={browse}
      />
      {list ? (
        list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={FileSearch}
              title={t('insurance.quotes.empty')}
              description={t('insurance.quotes.emptyDescription')}
              data-testid="quotes-empty"
              action={
                <Button asChild>
                  <Link to="/insurance">{t('insurance.quotes.browse')}</Link>
                </Button>
              }
            />
          </Card>
        ) : (
          <ul className="flex flex-col gap-4" data-testid="quote-list">
            {list.map((quote) => (
              <li key={quote.id}>
                <QuoteCard
                  quote={quote}
                  onAccept={(answer) => setAsking({ kind: 'accept', quote, answer })}
                  onCancel={() => setAsking({ kind: 'cancel', quote })}
                />
              </li>
            ))}
          </ul>
        )
      ) : quotes.isError ? (
        <Card>
          <ListError
            message={t('insurance.quotes.loadFailed')}
            retryLabel={t('insurance.quotes.retry')}
            onRetry={() => void quotes.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('insurance.quotes.loading')} variant="card" />
      )}
      {asking && (
        <Suspense fallback={null}>
          {asking.kind === 'accept' ? (
            <ConfirmDialog
              open
              onOpenChange={(open) => !open && setAsking(null)}
              title={t('insurance.quotes.acceptTitle')}
              description={t('insurance.quotes.acceptText', {
                name: asking.answer.broker.name,
                amount: formatKsh(asking.answer.monthly_premium_cents),
              })}
              confirmLabel={t('insurance.quotes.accept')}
              pendingLabel={t('insurance.quotes.accepting')}
              cancelLabel={t('insurance.quotes.keep')}
              pending={accept.isPending}
              onConfirm={() => void confirm()}
            />
          ) : (
            <ConfirmDialog
              open
              onOpenChange={(open) => !open && setAsking(null)}
              title={t('insurance.quotes.cancelTitle')}
              description={t('insurance.quotes.cancelText')}
              confirmLabel={t('insurance.quotes.cancel')}
              pendingLabel={t('insurance.quotes.cancelling')}
              cancelLabel={t('insurance.quotes.keepRequest')}
              pending={cancel.isPending}
              onConfirm={() => void confirm()}
            />
          )}
        </Suspense>
      )}
    </div>
  )
}

function QuoteCard({
  quote,
  onAccept,
  onCancel,
}: {
  quote: Quote
  onAccept: (answer: QuoteAnswer) => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation()
  const type = t(`insurance.types.${quote.insurance_type}`)
  const titleId = `quote-${quote.id}-title`
  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5"
      data-testid="quote-card"
      data-status={quote.status}
      aria-labelledby={titleId}
      role="group"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {t('insurance.quotes.requestTitle', { type })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('insurance.quotes.requestedOn', { date: formatDay(quote.created_at, i18n.language) })}
          </p>
        </div>
        <Badge variant={statusVariant[quote.status]} data-testid="quote-status">
          {t(`insurance.quotes.status.${quote.status}`)}
        </Badge>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div>
          <dt className="sr-only">{t('insurance.compare.coverage')}</dt>
          <dd data-testid="quote-coverage">
            {quote.coverage_amount_cents === null
              ? t('insurance.quotes.coverageNone')
              : t('insurance.quotes.coverage', { amount: formatKsh(quote.coverage_amount_cents) })}
          </dd>
        </div>
        {quote.plan && (
          <div>
            <dt className="sr-only">{t('insurance.details.description')}</dt>
            <dd>{t('insurance.quotes.plan', { name: quote.plan.name })}</dd>
          </div>
        )}
      </dl>
      {quote.additional_info && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            {t('insurance.quotes.info')}
          </summary>
          <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">
            {quote.additional_info}
          </p>
        </details>
      )}

      <section className="flex flex-col gap-3" aria-label={t('insurance.quotes.answers')}>
        <h3 className="font-semibold">{t('insurance.quotes.answers')}</h3>
        {quote.answers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('insurance.quotes.noAnswers')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {quote.answers.map((answer) => (
              <li key={answer.id}>
                <AnswerCard
                  answer={answer}
                  canAccept={quote.status === 'answered' && answer.status === 'offered'}
                  onAccept={() => onAccept(answer)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {cancellable.includes(quote.status) && (
        <Button
          variant="outline"
          className="self-start text-destructive"
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={onCancel}
        >
          {t('insurance.quotes.cancel')}
        </Button>
      )}
    </Card>
  )
}

function AnswerCard({
  answer,
  canAccept,
  onAccept,
}: {
  answer: QuoteAnswer
  canAccept: boolean
  onAccept: () => void
}) {
  const { t } = useTranslation()
  const nameId = `answer-${answer.id}-broker`
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border p-3"
      data-testid="quote-answer"
      data-status={answer.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <p id={nameId} className="font-semibold break-words">
            {answer.broker.name}
          </p>
          <p className="text-sm text-muted-foreground">
            {answer.plan
              ? t('insurance.quotes.answerPlan', { name: answer.plan.name })
              : t('insurance.quotes.noPlan')}
          </p>
        </div>
        <Badge variant={answerVariant[answer.status]} data-testid="answer-status">
          {t(`insurance.quotes.answerStatus.${answer.status}`)}
        </Badge>
      </div>
      <p className="text-xl font-bold text-primary tabular-nums" data-testid="answer-premium">
        {t('insurance.quotes.premium', { amount: formatKsh(answer.monthly_premium_cents) })}
      </p>
      <div className="text-sm">
        <p className="font-medium">{t('insurance.quotes.terms')}</p>
        <p className="break-words whitespace-pre-line text-muted-foreground">{answer.terms}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {answer.broker.phone && (
          <Button asChild variant="outline" size="sm" className="h-11">
            <a href={`tel:${answer.broker.phone.replace(/\s/g, '')}`}>
              <Phone aria-hidden />
              {answer.broker.phone}
            </a>
          </Button>
        )}
        {answer.broker.email && (
          <Button asChild variant="outline" size="sm" className="h-11 max-w-full">
            <a href={`mailto:${answer.broker.email}`}>
              <Mail aria-hidden />
              <span className="min-w-0 truncate">{answer.broker.email}</span>
            </a>
          </Button>
        )}
        {answer.status === 'accepted' && answer.plan && (
          <Button asChild variant="outline" size="sm" className="h-11">
            <Link to={`/insurance?plan=${encodeURIComponent(answer.plan.id)}`}>
              <Star aria-hidden />
              {t('insurance.quotes.reviewPlan', { name: answer.plan.name })}
            </Link>
          </Button>
        )}
        {canAccept && (
          <Button aria-haspopup="dialog" aria-describedby={nameId} onClick={onAccept}>
            {t('insurance.quotes.accept')}
          </Button>
        )}
      </div>
    </div>
  )
}
