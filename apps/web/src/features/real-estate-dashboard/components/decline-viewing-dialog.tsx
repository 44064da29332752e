import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { TextareaField } from '@/components/ui/form-controls'

const REASON_MAX = 300

/** Decline a viewing request, with an optional reason the requester is told. */
export default function DeclineViewingDialog({
  name,
  pending,
  onClose,
  onDecline,
}: {
  name: string
  pending: boolean
  onClose: () => void
  onDecline: (reason: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  return (
    <FormDialog
      title={t('realEstateDashboard.viewings.declineDialog.title')}
      description={t('realEstateDashboard.viewings.declineDialog.description', { name })}
      closeLabel={t('realEstateDashboard.form.close')}
      cancelLabel={t('realEstateDashboard.form.cancel')}
      submitLabel={t('realEstateDashboard.viewings.declineDialog.confirm')}
      pendingLabel={t('realEstateDashboard.form.saving')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        onDecline(reason.trim())
      }}
    >
      <TextareaField
        id={`${id}-reason`}
        label={t('realEstateDashboard.viewings.declineDialog.reason')}
        placeholder={t('realEstateDashboard.viewings.declineDialog.placeholder')}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  )
}
