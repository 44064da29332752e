import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, LayoutDashboard, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { authRedirectState } from '@/lib/auth-redirect'
import { applicationStatusVariant, formatJobDay, useJobLabels } from '@/lib/job-labels'
import { useApplyToJob } from '../api/apply-to-job'
import { jobKeys } from '../api/query-keys'
import { cvProblem } from '../job-display'
import { COVER_NOTE_MAX, CV_ACCEPT, type JobDetail, type MyApplication } from '../job-types'

/**
 * The job page's application corner (`#apply`): the owner's way to the applicants, the viewer's own
 * application, a closed job's notice, sign-in for a visitor, or the form.
 */
export function ApplyPanel({
  job,
  viewerId,
  accepting,
}: {
  job: JobDetail
  viewerId: string | null
  accepting: boolean
}) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  let body
  if (job.is_owner) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">{t('jobs.apply.owner')}</p>
        <Button asChild variant="outline">
          <Link to={`/employer-dashboard?tab=applicants&job=${encodeURIComponent(job.id)}`}>
            <LayoutDashboard aria-hidden />
            {t('jobs.apply.ownerLink')}
          </Link>
        </Button>
      </>
    )
  } else if (job.my_application) {
    body = <MyApplicationState application={job.my_application} justSent={sent} />
  } else if (!accepting) {
    body = <p className="text-sm text-muted-foreground">{t('jobs.detail.closed')}</p>
  } else if (!viewerId) {
    body = <SignInToApply />
  } else {
    body = <ApplyForm job={job} viewerId={viewerId} onSent={() => setSent(true)} />
  }
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="flex scroll-mt-20 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="apply-heading" className="text-xl font-semibold">
        {t('jobs.apply.title')}
      </h2>
      {body}
    </section>
  )
}

function SignInToApply() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('jobs.apply.signInHint')}</p>
      <Button
        size="lg"
        onClick={() =>
          void navigate('/auth', {
            // Back to this job's form after signing in.
            state: authRedirectState(
              { pathname: location.pathname, search: `${location.search}#apply` },
              t('jobs.apply.signIn'),
            ),
          })
        }
      >
        {t('jobs.card.apply')}
      </Button>
    </>
  )
}

function MyApplicationState({ application, justSent }: { application: MyApplication; justSent: boolean }) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const sentRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (justSent) sentRef.current?.focus()
  }, [justSent])
  return (
    <div className="flex flex-col gap-3" data-testid="application-mine">
      {justSent && (
        <p
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm font-medium text-foreground outline-none"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('jobs.apply.sent')}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('jobs.apply.yourStatus')}</span>
        <Badge variant={applicationStatusVariant[application.status]} data-testid="application-status">
          {labels.status(application.status)}
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">
        {t('jobs.apply.appliedOn', { date: formatJobDay(application.created_at, i18n.language) })}
      </p>
      <Button asChild variant="outline">
        <Link to="/jobs/applications">{t('jobs.myApplications')}</Link>
      </Button>
    </div>
  )
}

function ApplyForm({ job, viewerId, onSent }: { job: JobDetail; viewerId: string; onSent: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const apply = useApplyToJob()
  const [coverNote, setCoverNote] = useState('')
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | undefined>()
  const cvInput = useRef<HTMLInputElement>(null)

  const problemText = (problem: 'type' | 'size') =>
    problem === 'type' ? t('jobs.apply.cvType') : t('jobs.apply.cvTooLarge')

  function onFile(file: File | undefined) {
    setFormError(undefined)
    if (!file) {
      setCv(null)
      setCvError(undefined)
      return
    }
    const problem = cvProblem(file)
    setCv(problem ? null : file)
    setCvError(problem ? problemText(problem) : undefined)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(undefined)
    if (!cv) {
      if (!cvError) setCvError(t('jobs.apply.cvMissing'))
      cvInput.current?.focus()
      return
    }
    try {
      await apply.mutateAsync({ jobId: job.id, viewerId, coverNote, cv })
      onSent()
    } catch (error) {
      const message = errorMessage(error, t('jobs.apply.failed'))
      if (error instanceof ApiError && error.code.startsWith('jobs.cv_')) {
        setCvError(message)
        cvInput.current?.focus()
        return
      }
      setFormError(message)
      // Applied meanwhile (another tab) or closed meanwhile: the page shows which.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: jobKeys.details(job.id) })
    }
  }

  const pending = apply.isPending
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={pending}
      className="flex flex-col gap-4"
    >
      <FormField
        id={`${id}-note`}
        label={t('jobs.apply.coverNote')}
        hint={t('jobs.apply.coverNoteHint', { count: COVER_NOTE_MAX })}
      >
        <Textarea
          {...fieldControlProps(`${id}-note`, undefined, true)}
          value={coverNote}
          maxLength={COVER_NOTE_MAX}
          rows={6}
          disabled={pending}
          onChange={(event) => setCoverNote(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-cv`} label={t('jobs.apply.cv')} hint={t('jobs.apply.cvHint')} error={cvError}>
        <input
          {...fieldControlProps(`${id}-cv`, cvError, true)}
          ref={cvInput}
          type="file"
          accept={CV_ACCEPT}
          required
          disabled={pending}
          onChange={(event) => onFile(event.target.files?.[0])}
          className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-muted file:px-3 file:font-medium file:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
        />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="apply-error">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
        {pending ? t('jobs.apply.sending') : t('jobs.apply.submit')}
      </Button>
    </form>
  )
}
