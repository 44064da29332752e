import {
  directoryMinRatings,
  directorySorts,
  providerCategories,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
  RATE_RANGE_STEP,
} from '@soko/shared/providers/provider.constants'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeferredSlider } from '@/components/ui/deferred-slider'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { isDirectorySort, isProviderCategory, type DirectoryFilters } from '../directory-filters'
import { formatNumber } from '@soko/shared/money/format-money'

/** Slider moves (a held arrow key, a drag) settle for this long before the URL and the list follow. */
const rateSettleMs = 400
const allCategories = 'all'

export interface FilterFieldProps {
  /** Prefix of the controls' ids: the desktop bar and the drawer each have their own. */
  id: string
  filters: DirectoryFilters
  onChange: (patch: Partial<DirectoryFilters>) => void
}

/** Sort select (spec 001 section 2: relevance, highest rated, newest, price low to high, high to low). */
export function SortField({ id, filters, onChange }: FilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-sort`}>{t('services.filters.sortBy')}</Label>
      <NativeSelect
        id={`${id}-sort`}
        value={filters.sort}
        onChange={(event) => isDirectorySort(event.target.value) && onChange({ sort: event.target.value })}
      >
        {directorySorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`services.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Minimum rating: Any Rating, 4.5 Stars & Up, 4 Stars & Up, 3 Stars & Up. */
export function RatingField({ id, filters, onChange }: FilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-rating`}>{t('services.filters.minRating')}</Label>
      <NativeSelect
        id={`${id}-rating`}
        value={String(filters.minRating)}
        onChange={(event) => onChange({ minRating: Number(event.target.value) })}
      >
        {directoryMinRatings.map((rating) => (
          <option key={rating} value={String(rating)}>
            {rating === 0 ? t('services.filters.anyRating') : t('services.filters.starsAndUp', { rating })}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** The category as a select: the drawer's stand-in for the tabs. */
export function CategoryField({ id, filters, onChange }: FilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-category`}>{t('services.filters.category')}</Label>
      <NativeSelect
        id={`${id}-category`}
        value={filters.category ?? allCategories}
        onChange={(event) => {
          const value = event.target.value
          onChange({ category: isProviderCategory(value) ? value : null })
        }}
      >
        <option value={allCategories}>{t('services.filters.all')}</option>
        {providerCategories.map((category) => (
          <option key={category} value={category}>
            {t(`services.categories.${category}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Hourly rate range 0 to 10,000 KSh, step 100 (spec 001 section 9). */
export function RateField({ id, filters, onChange }: FilterFieldProps) {
  const { t } = useTranslation()
  const [range, setRange] = useState<[number, number]>([filters.rateMin, filters.rateMax])
  const settleTimer = useRef<number | undefined>(undefined)

  // The URL is the truth: follow it when it changes elsewhere (Clear All Filters, the back button).
  useEffect(() => {
    window.clearTimeout(settleTimer.current)
    setRange([filters.rateMin, filters.rateMax])
  }, [filters.rateMin, filters.rateMax])

  useEffect(() => () => window.clearTimeout(settleTimer.current), [])

  function commit([rateMin, rateMax]: number[]) {
    window.clearTimeout(settleTimer.current)
    settleTimer.current = window.setTimeout(() => {
      if (rateMin !== undefined && rateMax !== undefined) onChange({ rateMin, rateMax })
    }, rateSettleMs)
  }

  return (
    <div role="group" aria-labelledby={`${id}-rate`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={`${id}-rate`} className="text-sm leading-none font-medium">
          {t('services.filters.hourlyRate')}
        </span>
        <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="rate-range">
          {t('services.filters.rateBetween', {
            min: formatNumber(range[0]),
            max: formatNumber(range[1]),
          })}
        </span>
      </div>
      <DeferredSlider
        min={RATE_RANGE_MIN}
        max={RATE_RANGE_MAX}
        step={RATE_RANGE_STEP}
        minStepsBetweenThumbs={0}
        value={range}
        onValueChange={(value) => setRange([value[0] ?? RATE_RANGE_MIN, value[1] ?? RATE_RANGE_MAX])}
        onValueCommit={commit}
        thumbLabels={[t('services.filters.minRate'), t('services.filters.maxRate')]}
      />
    </div>
  )
}
