import { formatMoney } from '@soko/shared/money/format-money'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeferredSlider } from '@/components/ui/deferred-slider'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { isCuisine, isRestaurantSort, type FoodFilters } from '../food-filters'
import { cuisines, DELIVERY_FEE_SLIDER, DELIVERY_TIME_SLIDER, restaurantSorts } from '../food-types'

/** Slider moves (a held arrow key, a drag) settle for this long before the URL and the list follow. */
const sliderSettleMs = 400
const all = 'all'

export interface FoodFilterFieldProps {
  /** Prefix of the controls' ids: the desktop bar and the side panel each have their own. */
  id: string
  filters: FoodFilters
  onChange: (patch: Partial<FoodFilters>) => void
}

/** Cuisine: All Cuisines and the ten cuisines (spec 001 section 9). */
export function CuisineField({ id, filters, onChange }: FoodFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-cuisine`}>{t('food.filters.cuisine')}</Label>
      <NativeSelect
        id={`${id}-cuisine`}
        value={filters.cuisine ?? all}
        onChange={(event) => {
          const value = event.target.value
          onChange({ cuisine: isCuisine(value) ? value : null })
        }}
      >
        <option value={all}>{t('food.filters.allCuisines')}</option>
        {cuisines.map((cuisine) => (
          <option key={cuisine} value={cuisine}>
            {t(`food.cuisines.${cuisine}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Sort: Relevance, Highest Rated, Fastest Delivery, Lowest Minimum Order. */
export function SortField({ id, filters, onChange }: FoodFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-sort`}>{t('food.filters.sortBy')}</Label>
      <NativeSelect
        id={`${id}-sort`}
        value={filters.sort}
        onChange={(event) => isRestaurantSort(event.target.value) && onChange({ sort: event.target.value })}
      >
        {restaurantSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`food.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** A slider whose moves settle before the URL follows; the URL stays the truth (Clear, back button). */
function useSettledValue(value: number, commit: (value: number) => void) {
  const [shown, setShown] = useState(value)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => {
    window.clearTimeout(timer.current)
    setShown(value)
  }, [value])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  function move(next: number) {
    setShown(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => commit(next), sliderSettleMs)
  }
  return [shown, move] as const
}

/** Max delivery fee: 0 to 500 KSh, step 10; untouched it sets no limit (spec 001 section 9). */
export function MaxFeeField({ id, filters, onChange }: FoodFilterFieldProps) {
  const { t } = useTranslation()
  const [fee, move] = useSettledValue(filters.maxFee ?? DELIVERY_FEE_SLIDER.max, (maxFee) =>
    onChange({ maxFee }),
  )
  const label =
    filters.maxFee === null && fee === DELIVERY_FEE_SLIDER.max
      ? t('food.filters.anyFee')
      : formatMoney(fee * 100)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={`${id}-fee`} className="text-sm leading-none font-medium">
          {t('food.filters.maxFee')}
        </span>
        <span className="text-sm text-muted-foreground" data-testid="max-fee-value">
          {label}
        </span>
      </div>
      <DeferredSlider
        min={DELIVERY_FEE_SLIDER.min}
        max={DELIVERY_FEE_SLIDER.max}
        step={DELIVERY_FEE_SLIDER.step}
        value={[fee]}
        onValueChange={([next]) => next !== undefined && move(next)}
        thumbLabels={[t('food.filters.maxFee')]}
        aria-labelledby={`${id}-fee`}
      />
    </div>
  )
}

/** Max delivery time: 0 to 60 minutes, step 5; 0 is Any (spec 001 section 9). */
export function MaxTimeField({ id, filters, onChange }: FoodFilterFieldProps) {
  const { t } = useTranslation()
  const [time, move] = useSettledValue(filters.maxTime, (maxTime) => onChange({ maxTime }))
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={`${id}-time`} className="text-sm leading-none font-medium">
          {t('food.filters.maxTime')}
        </span>
        <span className="text-sm text-muted-foreground" data-testid="max-time-value">
          {time === 0 ? t('food.filters.anyTime') : t('food.filters.minutes', { count: time })}
        </span>
      </div>
      <DeferredSlider
        min={DELIVERY_TIME_SLIDER.min}
        max={DELIVERY_TIME_SLIDER.max}
        step={DELIVERY_TIME_SLIDER.step}
        value={[time]}
        onValueChange={([next]) => next !== undefined && move(next)}
        thumbLabels={[t('food.filters.maxTime')]}
        aria-labelledby={`${id}-time`}
      />
    </div>
  )
}
