import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { NewsletterForm } from './newsletter-form'

export interface NewsletterDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSubscribed: () => void
}

/** Loaded only when the pop-up is due, so its form and schema cost nothing on other visits. */
export default function NewsletterDialog({ open, onOpenChange, onSubscribed }: NewsletterDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md">
        <DialogHeader>
          <span
            aria-hidden
            className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <Mail className="size-5" />
          </span>
          <DialogTitle>{t('newsletter.title')}</DialogTitle>
          <DialogDescription>{t('newsletter.description')}</DialogDescription>
        </DialogHeader>
        <NewsletterForm onSubscribed={onSubscribed} />
      </DialogContent>
    </Dialog>
  )
}
