import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/**
 * Reject (spec 001 sections 2 and 5): the reason is asked for; "Reject Application" stays disabled while it
 * is blank or the request is under way. The caller closes the dialog once the server has answered.
 */
export function RejectApplicationDialog({
  businessName,
  pending,
  onConfirm,
  onClose,
}: {
  businessName: string
  pending: boolean
  onConfirm: (reason: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const blank = reason.trim() === ''
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent closeLabel={t('serviceApplications.details.close')}>
        <DialogHeader>
          <DialogTitle>{t('serviceApplications.rejectDialog.title')}</DialogTitle>
          <DialogDescription>{t('serviceApplications.rejectDialog.description')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium break-words">{businessName}</p>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!blank && !pending) onConfirm(reason.trim())
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{t('serviceApplications.rejectDialog.reason')}</Label>
            <Textarea
              id={id}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('serviceApplications.rejectDialog.placeholder')}
              maxLength={1000}
              rows={4}
              required
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('serviceApplications.rejectDialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={blank || pending}>
              {pending
                ? t('serviceApplications.rejectDialog.rejecting')
                : t('serviceApplications.rejectDialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
