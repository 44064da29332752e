import { useMutation } from '@tanstack/react-query'
import {
  REPORT_DETAILS_MAX,
  reportReasons,
  type ReportReason,
  type ReportTargetType,
} from '@soko/shared/community/community.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField, fieldControlProps } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { createReport } from '../api/create-report'

export interface ReportTarget {
  type: Extract<ReportTargetType, 'post' | 'reply'>
  id: string
}

/** Report a post or a reply with a reason (and optional details) for the moderators (issue 14). */
export default function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [details, setDetails] = useState('')
  const report = useMutation({
    mutationFn: createReport,
    onSuccess: () => {
      toast.success(t('forums.report.sent'), { description: t('forums.report.sentDescription') })
      onClose()
    },
    onError: (error) => toast.error(errorMessage(error, t('forums.report.failed'))),
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!reason || report.isPending) return
    const trimmed = details.trim()
    report.mutate({
      target_type: target.type,
      target_id: target.id,
      reason,
      ...(trimmed ? { details: trimmed } : {}),
    })
  }

  return (
    <FormDialog
      title={target.type === 'post' ? t('forums.report.titlePost') : t('forums.report.titleReply')}
      description={t('forums.report.description')}
      closeLabel={t('forums.close')}
      cancelLabel={t('forums.cancel')}
      submitLabel={t('forums.report.submit')}
      pendingLabel={t('forums.report.sending')}
      submitting={report.isPending}
      busy={report.isPending || !reason}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField id={`${id}-reason`} label={t('forums.report.reason')}>
        <NativeSelect
          {...fieldControlProps(`${id}-reason`)}
          value={reason}
          required
          onChange={(event) => {
            const value = event.target.value
            setReason((reportReasons as readonly string[]).includes(value) ? (value as ReportReason) : '')
          }}
        >
          <option value="" disabled>
            {t('forums.report.choose')}
          </option>
          {reportReasons.map((value) => (
            <option key={value} value={value}>
              {t(`forums.report.reasons.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-details`} label={t('forums.report.details')}>
        <Textarea
          {...fieldControlProps(`${id}-details`)}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
        />
      </FormField>
    </FormDialog>
  )
}
