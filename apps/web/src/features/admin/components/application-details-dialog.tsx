import { formatNumber } from '@soko/shared/money/format-money'
import type { AdminApplication } from '@soko/shared/providers/provider.schema'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { applicationDocumentUrl } from '../api/review-service-application'
import { formatDateTime } from '../format'
import { ApplicationStatusBadge } from './application-status-badge'
import { DetailsList } from './details-list'

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 1)} KB`
    : `${formatNumber(bytes / (1024 * 1024), 1)} MB`

/** View Details: every field of the application, its service areas and its documents to download. */
export function ApplicationDetailsDialog({
  application,
  onClose,
}: {
  application: AdminApplication
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const none = t('serviceApplications.none')
  const category = t(`serviceApplications.categories.${application.service_type}`)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('serviceApplications.details.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('serviceApplications.details.title')}</DialogTitle>
          <DialogDescription className="break-words">
            {t('serviceApplications.details.description', { business: application.business_name, category })}
          </DialogDescription>
        </DialogHeader>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('serviceApplications.details.applicant')}</h3>
          <DetailsList
            rows={[
              { label: t('serviceApplications.details.name'), value: application.applicant_name || none },
              { label: t('serviceApplications.details.email'), value: application.applicant_email },
            ]}
          />
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('serviceApplications.details.business')}</h3>
          <DetailsList
            rows={[
              { label: t('serviceApplications.details.businessName'), value: application.business_name },
              { label: t('serviceApplications.details.category'), value: category },
              {
                label: t('serviceApplications.details.businessDescription'),
                value: application.business_description || none,
              },
              {
                label: t('serviceApplications.details.address'),
                value: application.business_address || none,
              },
              { label: t('serviceApplications.details.phone'), value: application.business_phone },
              {
                label: t('serviceApplications.details.businessEmail'),
                value: application.business_email || none,
              },
              { label: t('serviceApplications.details.license'), value: application.license_number || none },
              {
                label: t('serviceApplications.details.experience'),
                value:
                  application.experience_years === null
                    ? none
                    : t('serviceApplications.details.years', { count: application.experience_years }),
              },
              {
                label: t('serviceApplications.details.specialization'),
                value: application.specialization || none,
              },
              {
                label: t('serviceApplications.details.areas'),
                value:
                  application.service_areas.length > 0 ? (
                    <ul className="flex flex-wrap gap-1" data-testid="service-areas">
                      {application.service_areas.map((area) => (
                        <li key={area}>
                          <Badge variant="outline">{area}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('serviceApplications.details.noAreas')
                  ),
              },
            ]}
          />
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('serviceApplications.details.documents')}</h3>
          {application.documents.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {application.documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={applicationDocumentUrl(application.id, document.id)}
                    download={document.file_name}
                    aria-label={t('serviceApplications.details.download', { name: document.file_name })}
                    className="flex min-h-11 min-w-0 items-center gap-2 rounded-md border px-3 text-sm text-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Download aria-hidden className="size-4 shrink-0" />
                    <span className="truncate font-medium">{document.file_name}</span>
                    <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                      {fileSize(document.size_bytes)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('serviceApplications.details.noDocuments')}</p>
          )}
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('serviceApplications.details.review')}</h3>
          <DetailsList
            rows={[
              {
                label: t('serviceApplications.details.status'),
                value: <ApplicationStatusBadge status={application.status} />,
              },
              {
                label: t('serviceApplications.details.submitted'),
                value: formatDateTime(application.submitted_at, i18n.language),
              },
              ...(application.reviewed_at
                ? [
                    {
                      label: t('serviceApplications.details.reviewed'),
                      value: formatDateTime(application.reviewed_at, i18n.language),
                    },
                  ]
                : []),
              ...(application.status === 'rejected'
                ? [{ label: t('serviceApplications.details.reason'), value: application.admin_notes || none }]
                : []),
            ]}
          />
        </section>
      </DialogContent>
    </Dialog>
  )
}
