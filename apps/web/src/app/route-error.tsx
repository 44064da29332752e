import { TriangleAlert } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'

// Plain class names, no ui kit: this boundary sits in the entry bundle, which must stay small.

/** Any error thrown while loading or rendering a screen, including a chunk that failed to download. */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-muted-foreground">{t('error.description')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('error.reload')}
      </button>
    </div>
  )
}
