import { Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'

/** Shares the page with the Web Share API where there is one, else copies the link. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation()

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The person closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('product.linkCopied'))
    } catch {
      toast.error(t('product.shareFailed'))
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden />
      {t('product.share')}
    </Button>
  )
}
