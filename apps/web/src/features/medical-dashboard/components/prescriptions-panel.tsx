import { Check, FileText, Phone, X } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import type { PrescriptionStatus, QueuedPrescription } from '../api/medical-dashboard-types'
import {
  isQueueStatus,
  queueStatuses,
  usePrescriptionQueue,
  useReviewPrescription,
  type QueueStatus,
} from '../api/prescription-queue'
import { formatMoment, telHref } from '../medical-day'

const RejectPrescriptionDialog = lazy(() => import('./reject-prescription-dialog'))

const statusVariant: Readonly<Record<PrescriptionStatus, 'default' | 'accent' | 'destructive' | 'outline'>> =
  {
    pending: 'accent',
    approved: 'default',
    rejected: 'destructive',
    awaiting_upload: 'outline',
  }

/**
 * The pharmacy's prescription queue (pending first by default, oldest upload first): whose order, the
 * prescription-only medicines, when uploaded, the file; a pending one is approved (the customer may then pay)
 * or rejected with a reason. The live channel refreshes it when a customer uploads.
 */
export function PrescriptionsPanel({
  status,
  onStatus,
}: {
  status: QueueStatus
  onStatus: (status: QueueStatus) => void
}) {
  const { t } = useTranslation()
  const filterId = useId()
  const queue = usePrescriptionQueue(status)
  const review = useReviewPrescription()
  const [rejecting, setRejecting] = useState<QueuedPrescription | null>(null)
  const nameOf = (prescription: QueuedPrescription) =>
    prescription.patient.name || t('medicalDashboard.prescriptions.noName')

  async function approve(prescription: QueuedPrescription) {
    try {
      await review.mutateAsync({ id: prescription.id, decision: 'approve' })
      toast.success(t('medicalDashboard.prescriptions.approved'))
    } catch (error) {
      toast.error(errorMessage(error, t('medicalDashboard.prescriptions.failed')))
    }
  }

  async function reject(prescription: QueuedPrescription, reason: string) {
    try {
      await review.mutateAsync({ id: prescription.id, decision: 'reject', reason })
      toast.success(t('medicalDashboard.prescriptions.rejected'))
      setRejecting(null)
    } catch (error) {
      toast.error(errorMessage(error, t('medicalDashboard.prescriptions.failed')))
    }
  }

  const items = queue.data?.items
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('medicalDashboard.prescriptions.filter')}
        </label>
        <NativeSelect
          id={filterId}
          value={status}
          onChange={(event) => {
            if (isQueueStatus(event.target.value)) onStatus(event.target.value)
          }}
        >
          {queueStatuses.map((one) => (
            <option key={one} value={one}>
              {t(`medicalDashboard.prescriptionStatuses.${one}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {items ? (
        items.length === 0 ? (
          <Card>
            <ListEmpty
              icon={FileText}
              title={t(`medicalDashboard.prescriptions.empty.${status}`)}
              description={t('medicalDashboard.prescriptions.emptyText')}
            />
          </Card>
        ) : (
          <ul
            className={cn('grid grid-cols-1 gap-3 lg:grid-cols-2', queue.isPlaceholderData && 'opacity-60')}
            aria-busy={queue.isPlaceholderData || undefined}
            data-testid="medical-prescriptions"
          >
            {items.map((prescription) => (
              <PrescriptionItem
                key={prescription.id}
                prescription={prescription}
                name={nameOf(prescription)}
                pending={review.isPending}
                onApprove={() => void approve(prescription)}
                onReject={() => setRejecting(prescription)}
              />
            ))}
          </ul>
        )
      ) : queue.isError ? (
        <Card>
          <ListError
            message={t('medicalDashboard.loadFailed')}
            retryLabel={t('medicalDashboard.retry')}
            onRetry={() => void queue.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('medicalDashboard.prescriptions.loading')} variant="card" />
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectPrescriptionDialog
            reference={rejecting.order_reference}
            name={nameOf(rejecting)}
            pending={review.isPending}
            onClose={() => setRejecting(null)}
            onReject={(reason) => void reject(rejecting, reason)}
          />
        </Suspense>
      )}
    </div>
  )
}

function PrescriptionItem({
  prescription,
  name,
  pending,
  onApprove,
  onReject,
}: {
  prescription: QueuedPrescription
  name: string
  pending: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const { t, i18n } = useTranslation()
  const { phone } = prescription.patient
  const reference = prescription.order_reference
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="medical-prescription"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words">
            {t('medicalDashboard.prescriptions.order', { reference })}
          </h3>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('medicalDashboard.prescriptions.patient')}: </span>
            <span className="font-medium">{name}</span>
          </p>
        </div>
        <Badge variant={statusVariant[prescription.status]} data-testid="prescription-status">
          {t(`medicalDashboard.prescriptionStatuses.${prescription.status}`)}
        </Badge>
      </div>
      {phone && (
        <a
          href={telHref(phone)}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <Phone aria-hidden className="size-4" />
          {phone}
        </a>
      )}
      <div className="text-sm">
        <p className="text-muted-foreground">{t('medicalDashboard.prescriptions.medicines')}:</p>
        <ul className="list-disc pl-5" data-testid="prescription-medicines">
          {prescription.medicines.map((medicine) => (
            <li key={medicine} className="break-words">
              {medicine}
            </li>
          ))}
        </ul>
      </div>
      {prescription.uploaded_at && (
        <p className="text-sm text-muted-foreground">
          {t('medicalDashboard.prescriptions.uploaded', {
            time: formatMoment(prescription.uploaded_at, i18n.language),
          })}
        </p>
      )}
      {prescription.status === 'rejected' && prescription.rejection_reason && (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('medicalDashboard.prescriptions.reason')}: </span>
          {prescription.rejection_reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {prescription.file_url && (
          <Button asChild variant="outline" className="h-11">
            <a
              href={prescription.file_url}
              download={prescription.file_name ?? true}
              target="_blank"
              rel="noopener"
              aria-label={t('medicalDashboard.prescriptions.viewNamed', { reference })}
            >
              <FileText aria-hidden />
              {t('medicalDashboard.prescriptions.view')}
            </a>
          </Button>
        )}
        {prescription.status === 'pending' && (
          <>
            <Button
              className="h-11"
              disabled={pending}
              aria-label={t('medicalDashboard.prescriptions.approveNamed', { reference })}
              onClick={onApprove}
            >
              <Check aria-hidden />
              {t('medicalDashboard.prescriptions.approve')}
            </Button>
            <Button
              variant="outline"
              className="h-11 text-destructive"
              disabled={pending}
              aria-haspopup="dialog"
              aria-label={t('medicalDashboard.prescriptions.rejectNamed', { reference })}
              onClick={onReject}
            >
              <X aria-hidden />
              {t('medicalDashboard.prescriptions.reject')}
            </Button>
          </>
        )}
      </div>
    </li>
  )
}
