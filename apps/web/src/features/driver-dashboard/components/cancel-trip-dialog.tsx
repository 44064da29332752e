import { driverCancelReasons, RIDE_NOTE_MAX } from '@soko/shared/rides/rides.constants'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { DriverCancelReason } from '../api/driver-dashboard-types'
import { useCancelTrip } from '../api/move-ride'

const isReason = (value: string): value is DriverCancelReason =>
  driverCancelReasons.some((reason) => reason === value)

/** Cancel before the trip starts: a reason is required (the rider is told), details are optional. */
export function CancelTripDialog({ rideId, onClose }: { rideId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const cancel = useCancelTrip()
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string>()

  async function submit() {
    if (!isReason(reason)) return setError(t('driverDashboard.cancel.reasonRequired'))
    const text = details.trim()
    try {
      await cancel.mutateAsync({ rideId, reason, ...(text ? { details: text } : {}) })
      toast.success(t('driverDashboard.cancel.done'))
      onClose()
    } catch (failure) {
      toast.error(errorMessage(failure, t('driverDashboard.cancel.failed')))
    }
  }

  return (
    <FormDialog
      title={t('driverDashboard.cancel.title')}
      description={t('driverDashboard.cancel.description')}
      closeLabel={t('driverDashboard.common.close')}
      cancelLabel={t('driverDashboard.cancel.keep')}
      submitLabel={t('driverDashboard.cancel.confirm')}
      pendingLabel={t('driverDashboard.cancel.pending')}
      submitting={cancel.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <SelectField
        id={`${id}-reason`}
        label={t('driverDashboard.cancel.reason')}
        error={error}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          if (error) setError(undefined)
        }}
        required
        autoFocus
      >
        <option value="">{t('driverDashboard.cancel.choose')}</option>
        {driverCancelReasons.map((option) => (
          <option key={option} value={option}>
            {t(`driverDashboard.cancel.reasons.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-details`}
        label={t('driverDashboard.cancel.details')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        rows={3}
        maxLength={RIDE_NOTE_MAX}
      />
    </FormDialog>
  )
}
