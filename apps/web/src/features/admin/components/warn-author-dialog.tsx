import { WARNING_MESSAGE_MAX } from '@soko/shared/community/community.constants'
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
 * Warn author (issue 14): the admin writes the message the author receives as a notification. Send stays
 * disabled while it is blank or the request is under way; the caller closes the dialog once the server answered.
 */
export function WarnAuthorDialog({
  authorName,
  pending,
  onConfirm,
  onClose,
}: {
  authorName: string
  pending: boolean
  onConfirm: (message: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [message, setMessage] = useState('')
  const blank = message.trim() === ''
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent closeLabel={t('adminCommunity.warnDialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('adminCommunity.warnDialog.title', { name: authorName })}</DialogTitle>
          <DialogDescription>{t('adminCommunity.warnDialog.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!blank && !pending) onConfirm(message.trim())
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{t('adminCommunity.warnDialog.message')}</Label>
            <Textarea
              id={id}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t('adminCommunity.warnDialog.placeholder')}
              maxLength={WARNING_MESSAGE_MAX}
              rows={4}
              required
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('adminCommunity.warnDialog.cancel')}
            </Button>
            <Button type="submit" disabled={blank || pending}>
              {pending ? t('adminCommunity.warnDialog.sending') : t('adminCommunity.warnDialog.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
