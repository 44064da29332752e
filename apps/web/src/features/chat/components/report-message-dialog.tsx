import type { ChatMessage } from '@soko/shared/community/chat.schema'
import {
  REPORT_DETAILS_MAX,
  reportReasons,
  type ReportReason,
} from '@soko/shared/community/community.constants'
import { useState, type FormEvent } from 'react'
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
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useReportMessage } from '../api/report-message'

/** Report one of the other person's messages to the moderators, with a reason (issue 14, Safety). */
export function ReportMessageDialog({
  message,
  onClose,
}: {
  /** The message being reported; null keeps the dialog closed. */
  message: ChatMessage | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState<ReportReason>('spam')
  const [details, setDetails] = useState('')
  const report = useReportMessage()

  function close() {
    setReason('spam')
    setDetails('')
    onClose()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!message) return
    report.mutate(
      { messageId: message.id, reason, details },
      {
        onSuccess: () => {
          toast.success(t('chat.toast.reported'))
          close()
        },
        onError: (error) => {
          // "You have already reported this." and the rate limit say what happened; anything else, try again.
          const known = error instanceof ApiError && error.status >= 400 && error.status < 500
          toast.error(t('chat.toast.error'), {
            description: known ? error.message : t('chat.toast.reportFailed'),
          })
        },
      },
    )
  }

  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('chat.report.title')}</DialogTitle>
            <DialogDescription>{t('chat.report.description')}</DialogDescription>
          </DialogHeader>
          {message && !message.hidden && (
            <blockquote className="line-clamp-3 rounded-md border-l-4 bg-muted px-3 py-2 text-sm break-words">
              {message.content}
            </blockquote>
          )}
          <div className="flex flex-col gap-2">
            <Label htmlFor="chat-report-reason">{t('chat.report.reason')}</Label>
            <NativeSelect
              id="chat-report-reason"
              value={reason}
              onChange={(event) => {
                const value = reportReasons.find((item) => item === event.target.value)
                if (value) setReason(value)
              }}
            >
              {reportReasons.map((item) => (
                <option key={item} value={item}>
                  {t(`chat.report.reasons.${item}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="chat-report-details">{t('chat.report.details')}</Label>
            <Textarea
              id="chat-report-details"
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              className="min-h-20"
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? t('chat.report.submitting') : t('chat.report.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
