import { REJECTION_REASON_MAX } from '@soko/shared/medical/medical.constants'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'

/** rejectPrescriptionSchema: 3 to 300 characters, trimmed. */
const REASON_MIN = 3

/** Reject a prescription, with the reason the customer is told (they may upload a new one). */
export default function RejectPrescriptionDialog({
  reference,
  name,
  pending,
  onClose,
  onReject,
}: {
  reference: string
  name: string
  pending: boolean
  onClose: () => void
  onReject: (reason: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  return (
    <FormDialog
      title={t('medicalDashboard.prescriptions.rejectDialog.title')}
      description={t('medicalDashboard.prescriptions.rejectDialog.description', { reference, name })}
      closeLabel={t('medicalDashboard.form.close')}
      cancelLabel={t('medicalDashboard.form.cancel')}
      submitLabel={t('medicalDashboard.prescriptions.rejectDialog.confirm')}
      pendingLabel={t('medicalDashboard.form.saving')}
      submitting={pending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = reason.trim()
        if (trimmed.length < REASON_MIN) {
          setError(t('medicalDashboard.prescriptions.rejectDialog.reasonRequired'))
          field.current?.focus()
          return
        }
        onReject(trimmed)
      }}
    >
      <TextareaField
        ref={field}
        id={`${id}-reason`}
        label={t('medicalDashboard.prescriptions.rejectDialog.reason')}
        hint={t('medicalDashboard.prescriptions.rejectDialog.hint', { max: REJECTION_REASON_MAX })}
        placeholder={t('medicalDashboard.prescriptions.rejectDialog.placeholder')}
        error={error}
        value={reason}
        maxLength={REJECTION_REASON_MAX}
        rows={3}
        required
        onChange={(event) => {
          setReason(event.target.value)
          if (error && event.target.value.trim().length >= REASON_MIN) setError(undefined)
        }}
      />
    </FormDialog>
  )
}
