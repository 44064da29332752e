import { LoaderCircle } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'

// Plain class names, no cn() or ui kit: this renders before any route chunk, so it stays in the entry bundle.

/** Shown while the first screen's code loads (React Router's HydrateFallback). */
export function RouteFallback() {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex min-h-svh items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
      <span>{t('common.loading')}</span>
    </div>
  )
}
