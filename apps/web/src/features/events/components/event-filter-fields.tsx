import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import {
  eventPrices,
  isEventPrice,
  isEventSort,
  isEventType,
  parseIsoDate,
  type EventFilters,
} from '../event-filters'
import { eventSorts, eventTypes } from '../event-types'

const all = 'all'

export interface EventFilterFieldProps {
  /** Prefix of the controls' ids: the desktop bar and the drawer each have their own. */
  id: string
  filters: EventFilters
  onChange: (patch: Partial<EventFilters>) => void
}

/** Event type: All and the nine types (spec 001 section 9). */
export function TypeField({ id, filters, onChange }: EventFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-type`}>{t('events.filters.type')}</Label>
      <NativeSelect
        id={`${id}-type`}
        value={filters.type ?? all}
        onChange={(event) => {
          const value = event.target.value
          onChange({ type: isEventType(value) ? value : null })
        }}
      >
        <option value={all}>{t('events.filters.allTypes')}</option>
        {eventTypes.map((type) => (
          <option key={type} value={type}>
            {t(`events.types.${type}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Sort: Upcoming, Price Low to High, Price High to Low, Popularity. */
export function SortField({ id, filters, onChange }: EventFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-sort`}>{t('events.filters.sortBy')}</Label>
      <NativeSelect
        id={`${id}-sort`}
        value={filters.sort}
        onChange={(event) => isEventSort(event.target.value) && onChange({ sort: event.target.value })}
      >
        {eventSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`events.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Price: any, free (0) or paid (above 0). */
export function PriceField({ id, filters, onChange }: EventFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-price`}>{t('events.filters.price')}</Label>
      <NativeSelect
        id={`${id}-price`}
        value={filters.price ?? all}
        onChange={(event) => {
          const value = event.target.value
          onChange({ price: isEventPrice(value) ? value : null })
        }}
      >
        <option value={all}>{t('events.filters.allPrices')}</option>
        {eventPrices.map((price) => (
          <option key={price} value={price}>
            {t(`events.filters.prices.${price}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/**
 * The date range: two native date inputs in a labelled group (keyboard and screen-reader friendly, and
 * phones show their own calendar). Each bounds the other, so a range cannot end before it starts.
 */
export function DateRangeField({ id, filters, onChange }: EventFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="@container flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t('events.filters.dateRange')}</legend>
      {/* Side by side where both fit (a phone's drawer stacks them). */}
      <div className="grid grid-cols-1 gap-2 @xs:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
            {t('events.filters.from')}
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: parseIsoDate(event.target.value) })}
            className="min-w-0"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
            {t('events.filters.to')}
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: parseIsoDate(event.target.value) })}
            className="min-w-0"
          />
        </div>
      </div>
    </fieldset>
  )
}
