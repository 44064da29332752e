import type { Prescription } from '@soko/shared/medical/medical.schema'
import { CheckCircle2, Clock, Download, FileText, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useMedicationOrder } from '../api/medication-orders'
import { PrescriptionUpload } from './prescription-upload'

/**
 * The order page's prescription (a medication order with prescription-only medicines): its status in words,
 * the pharmacist's reason when not approved, the buyer's file to download, and upload (again) until it is
 * approved. Live: the pharmacist's decision is a notification, which refreshes `prescriptionsQueryKey`.
 */
export function PrescriptionPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const query = useMedicationOrder(orderId)
  if (query.isPending) {
    return (
      <div role="status" className="rounded-xl border p-4">
        <span className="sr-only">{t('medical.prescription.loading')}</span>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="mt-3 h-4 w-2/3" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border p-4 text-sm">
        {t('medical.prescription.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('medical.retry')}
        </Button>
      </div>
    )
  }
  const prescription = query.data.prescription
  if (!prescription) return null
  return <PrescriptionDetails orderId={orderId} prescription={prescription} />
}

export default PrescriptionPanel

const statusIcons = {
  awaiting_upload: FileText,
  pending: Clock,
  approved: CheckCircle2,
  rejected: XCircle,
} as const

function PrescriptionDetails({ orderId, prescription }: { orderId: string; prescription: Prescription }) {
  const { t } = useTranslation()
  const Icon = statusIcons[prescription.status]
  const canUpload = prescription.status !== 'approved'
  return (
    <section
      aria-labelledby="prescription-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="prescription-panel"
    >
      <h2 id="prescription-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FileText aria-hidden className="size-5 text-primary" />
        {t('medical.prescription.title')}
      </h2>
      <p
        className={cn(
          'flex items-start gap-2 rounded-lg p-3 font-medium',
          prescription.status === 'approved' && 'bg-primary/10',
          prescription.status === 'rejected' && 'bg-destructive/10',
          (prescription.status === 'pending' || prescription.status === 'awaiting_upload') && 'bg-accent/15',
        )}
        role="status"
        data-testid="prescription-status"
        data-status={prescription.status}
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          {t(`medical.prescription.status.${prescription.status}`)}
          {prescription.status === 'rejected' && prescription.rejection_reason && (
            <>
              {' '}
              <span data-testid="prescription-reason">
                {t('medical.prescription.reason', { reason: prescription.rejection_reason })}
              </span>
            </>
          )}
        </span>
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{t('medical.prescription.pharmacy')}</dt>
        <dd>{prescription.pharmacy.name}</dd>
        {prescription.medicines.length > 0 && (
          <>
            <dt className="text-muted-foreground">{t('medical.prescription.medicines')}</dt>
            <dd>{prescription.medicines.join(', ')}</dd>
          </>
        )}
      </dl>
      {prescription.file_url && (
        <Button asChild variant="outline" className="self-start">
          <a href={prescription.file_url} download={prescription.file_name ?? true}>
            <Download aria-hidden />
            {t('medical.prescription.download', {
              name: prescription.file_name ?? t('medical.prescription.yourFile'),
            })}
          </a>
        </Button>
      )}
      {canUpload && (
        <PrescriptionUpload orderId={orderId} again={prescription.status !== 'awaiting_upload'} />
      )}
    </section>
  )
}
