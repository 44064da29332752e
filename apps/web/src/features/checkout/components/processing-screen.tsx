import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'

/** "Processing your order..." / "Please do not close this window." (spec 000 section 2, Checkout). */
export function ProcessingScreen() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50svh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <Spinner className="size-10" />
      <p className="text-xl font-semibold">{t('checkout.processingTitle')}</p>
      <p className="text-muted-foreground">{t('checkout.processingHint')}</p>
    </div>
  )
}
