import { useTranslation } from 'react-i18next'

const block = 'animate-pulse rounded-md bg-muted'

/**
 * Holds the billboard's place while its code and adverts load, in the billboard's own shape and height, so
 * nothing below it moves when it arrives.
 */
export function BillboardSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('billboard.loading')}</span>
      <div aria-hidden className="flex h-11 items-center justify-between gap-2">
        <div className={`${block} h-8 w-44`} />
        <div className={`${block} h-11 w-32`} />
      </div>
      <div
        aria-hidden
        className="grid grid-cols-1 overflow-hidden rounded-2xl border bg-card sm:min-h-64 sm:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <div className="aspect-[4/3] w-full animate-pulse bg-muted sm:aspect-auto sm:h-full" />
        {/* The text column's height: padding, badge, two title lines, the description, price, place, button. */}
        <div className="min-h-[21.375rem] sm:min-h-[20.375rem]" />
      </div>
      <div aria-hidden className="h-12 sm:h-6" />
    </div>
  )
}
