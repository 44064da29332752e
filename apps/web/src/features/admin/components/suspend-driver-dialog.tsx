import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'

/** suspendDriverSchema: the reason is 3 to 500 characters (it goes to the audit log). */
const REASON_MIN = 3
const REASON_MAX = 500

/** Suspend with a reason: the driver goes offline and gets no requests until restored. Loaded on first use. */
export function SuspendDriverDialog({
  name,
  pending,
  onSuspend,
  onClose,
}: {
  name: string
  pending: boolean
  onSuspend: (reason: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  return (
    <FormDialog
      title={t('admin.drivers.suspendDialog.title', { name })}
      description={t('admin.drivers.suspendDialog.description')}
      closeLabel={t('admin.common.close')}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={t('admin.drivers.suspendDialog.confirm')}
      pendingLabel={t('admin.common.saving')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        const text = reason.trim()
        if (text.length < REASON_MIN) return setError(t('admin.drivers.suspendDialog.reasonRequired'))
        onSuspend(text)
      }}
    >
      <TextareaField
        id={`${id}-reason`}
        label={t('admin.drivers.suspendDialog.reason')}
        hint={t('admin.drivers.suspendDialog.reasonHint')}
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          if (error) setError(undefined)
        }}
        rows={3}
        maxLength={REASON_MAX}
        required
        autoFocus
      />
    </FormDialog>
  )
}
