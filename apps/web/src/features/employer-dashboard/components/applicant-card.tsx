import { employerApplicationMoves } from '@soko/shared/jobs/jobs.constants'
import { Download, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { errorMessage } from '@/lib/api-client'
import { applicationStatusVariant, formatJobDay, useJobLabels } from '@/lib/job-labels'
import { toast } from '@/lib/toast'
import type { ApplicationStatus, EmployerApplication } from '../api/employer-types'
import { useMoveApplication } from '../api/move-application'

/** The moves an employer makes by pressing once (Reject asks first, in place). */
const moveLabels = {
  shortlisted: 'employerDashboard.moves.shortlisted',
  interview: 'employerDashboard.moves.interview',
  offered: 'employerDashboard.moves.offered',
  rejected: 'employerDashboard.moves.rejected',
} as const
type Move = keyof typeof moveLabels
const isMove = (status: ApplicationStatus): status is Move => status in moveLabels

/** One applicant: name, contact, when, the cover note, the CV, the status and the allowed moves. */
export function ApplicantCard({
  application,
  showJob,
}: {
  application: EmployerApplication
  showJob: boolean
}) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const move = useMoveApplication()
  const { applicant } = application
  const name = applicant.full_name || t('employerDashboard.applicants.noName')
  const moves = employerApplicationMoves[application.status].filter(isMove)

  async function act(status: Move) {
    try {
      await move.mutateAsync({ id: application.id, status })
      toast.success(t('employerDashboard.moves.done', { name, status: labels.status(status) }))
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('employerDashboard.common.saveFailed')))
      return false
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="applicant-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-lg leading-tight font-semibold break-words">{name}</h2>
          {showJob && (
            <p className="text-sm break-words">
              <Link
                to={`/jobs/${encodeURIComponent(application.job_id)}`}
                className="text-primary hover:underline"
              >
                {application.job_title}
              </Link>
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {t('employerDashboard.applicants.appliedOn', {
              date: formatJobDay(application.created_at, i18n.language),
            })}
          </p>
        </div>
        <Badge variant={applicationStatusVariant[application.status]} data-testid="applicant-status">
          {labels.status(application.status)}
        </Badge>
      </div>

      <ul className="flex flex-col gap-1 text-sm" aria-label={t('employerDashboard.applicants.contact')}>
        {applicant.email && (
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${applicant.email}`} className="break-all text-primary hover:underline">
              {applicant.email}
            </a>
          </li>
        )}
        {applicant.phone && (
          <li className="flex min-w-0 items-center gap-2">
            <Phone aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <a href={`tel:${applicant.phone}`} className="text-primary hover:underline">
              {applicant.phone}
            </a>
          </li>
        )}
      </ul>

      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{t('employerDashboard.applicants.coverNote')}</p>
        <p className="break-words whitespace-pre-line text-muted-foreground" data-testid="cover-note">
          {application.cover_note || t('employerDashboard.applicants.noCoverNote')}
        </p>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start">
        <Button asChild variant="outline" className="max-w-full">
          <a href={application.cv_url} download={application.cv_file_name}>
            <Download aria-hidden />
            <span className="min-w-0 truncate">
              {t('employerDashboard.applicants.downloadCv', { name: application.cv_file_name })}
            </span>
          </a>
        </Button>
        {moves
          .filter((status) => status !== 'rejected')
          .map((status) => (
            <Button
              key={status}
              disabled={move.isPending}
              onClick={() => void act(status)}
              aria-label={t(`${moveLabels[status]}Named`, { name })}
            >
              {t(moveLabels[status])}
            </Button>
          ))}
        {moves.includes('rejected') && (
          <InlineConfirm
            label={t('employerDashboard.moves.rejected')}
            question={t('employerDashboard.moves.rejectQuestion', { name, title: application.job_title })}
            confirmLabel={t('employerDashboard.moves.rejected')}
            pendingLabel={t('employerDashboard.common.saving')}
            keepLabel={t('employerDashboard.moves.keep')}
            pending={move.isPending}
            onConfirm={() => act('rejected')}
            className="text-destructive"
          />
        )}
      </div>
    </Card>
  )
}
