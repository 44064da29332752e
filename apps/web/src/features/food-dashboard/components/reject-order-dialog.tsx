import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'

/**
 * Reject with a reason: the customer reads the reason on their order page and the payment is marked for a
 * refund, so the reason is required. Loaded with the first press of Reject.
 */
export function RejectOrderDialog({
  reference,
  pending,
  onReject,
  onClose,
}: {
  reference: string
  pending: boolean
  onReject: (reason: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  return (
    <FormDialog
      title={t('foodDashboard.kitchen.rejectTitle', { reference })}
      description={t('foodDashboard.kitchen.rejectDescription')}
      closeLabel={t('foodDashboard.common.close')}
      cancelLabel={t('foodDashboard.common.cancel')}
      submitLabel={t('foodDashboard.kitchen.rejectConfirm')}
      pendingLabel={t('foodDashboard.common.saving')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        const text = reason.trim()
        if (!text) return setError(t('foodDashboard.kitchen.reasonRequired'))
        onReject(text)
      }}
    >
      <TextareaField
        id={`${id}-reason`}
        label={t('foodDashboard.kitchen.reason')}
        hint={t('foodDashboard.kitchen.reasonHint')}
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          if (error) setError(undefined)
        }}
        rows={3}
        maxLength={300}
        required
        autoFocus
      />
    </FormDialog>
  )
}
