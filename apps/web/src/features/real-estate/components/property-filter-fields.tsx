import {
  counties,
  listingTypes,
  propertySorts,
  propertyTypes,
} from '@soko/shared/real-estate/real-estate.constants'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import {
  bedroomChoices,
  isCounty,
  isListingType,
  isPropertySort,
  isPropertyType,
  parsePrice,
  type PropertyFilters,
} from '../property-filters'

const any = ''

export interface PropertyFilterFieldProps {
  /** Prefix of the controls' ids: the desktop bar and the side panel each have their own. */
  id: string
  filters: PropertyFilters
  /** `replace` for typing: one history entry per field, not one per key. */
  onChange: (patch: Partial<PropertyFilters>, options?: { replace?: boolean }) => void
}

function SelectFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  )
}

/** Rent or buy: both, For rent, For sale. */
export function ListingTypeField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <SelectFilter
      id={`${id}-listing-type`}
      label={t('realEstate.filters.listingType')}
      value={filters.listingType ?? any}
      onChange={(value) => onChange({ listingType: isListingType(value) ? value : null })}
    >
      <option value={any}>{t('realEstate.filters.anyListing')}</option>
      {listingTypes.map((type) => (
        <option key={type} value={type}>
          {t(`realEstate.listingTypes.${type}`)}
        </option>
      ))}
    </SelectFilter>
  )
}

export function PropertyTypeField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <SelectFilter
      id={`${id}-property-type`}
      label={t('realEstate.filters.propertyType')}
      value={filters.propertyType ?? any}
      onChange={(value) => onChange({ propertyType: isPropertyType(value) ? value : null })}
    >
      <option value={any}>{t('realEstate.filters.anyType')}</option>
      {propertyTypes.map((type) => (
        <option key={type} value={type}>
          {t(`realEstate.propertyTypes.${type}`)}
        </option>
      ))}
    </SelectFilter>
  )
}

/** Kenya's 47 counties. */
export function CountyField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <SelectFilter
      id={`${id}-county`}
      label={t('realEstate.filters.county')}
      value={filters.county ?? any}
      onChange={(value) => onChange({ county: isCounty(value) ? value : null })}
    >
      <option value={any}>{t('realEstate.filters.anyCounty')}</option>
      {counties.map((county) => (
        <option key={county} value={county}>
          {county}
        </option>
      ))}
    </SelectFilter>
  )
}

/** At least 1 to 5 bedrooms, or any. */
export function BedroomsField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <SelectFilter
      id={`${id}-bedrooms`}
      label={t('realEstate.filters.minBedrooms')}
      value={filters.minBedrooms === null ? any : String(filters.minBedrooms)}
      onChange={(value) => onChange({ minBedrooms: value === any ? null : Number(value) })}
    >
      <option value={any}>{t('realEstate.filters.anyBedrooms')}</option>
      {bedroomChoices.map((count) => (
        <option key={count} value={count}>
          {t('realEstate.filters.bedroomsAtLeast', { count })}
        </option>
      ))}
    </SelectFilter>
  )
}

/** Newest (featured first), price low to high, price high to low. */
export function SortField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <SelectFilter
      id={`${id}-sort`}
      label={t('realEstate.filters.sortBy')}
      value={filters.sort}
      onChange={(value) => isPropertySort(value) && onChange({ sort: value })}
    >
      {propertySorts.map((sort) => (
        <option key={sort} value={sort}>
          {t(`realEstate.sorts.${sort}`)}
        </option>
      ))}
    </SelectFilter>
  )
}

/**
 * A typed filter whose value lives in the URL: the box shows what is typed at once and writes it to the URL
 * (replacing the entry); the list waits for the typing to settle (the page debounces its query).
 */
function TextFilter({
  id,
  label,
  urlValue,
  onType,
  clean = (raw) => raw,
  ...input
}: {
  id: string
  label: string
  urlValue: string
  onType: (value: string) => void
  /** What the box keeps of a key press (prices: digits only). */
  clean?: (raw: string) => string
} & Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'>) {
  const { term, type } = useUrlSearchTerm(urlValue, 0)
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        value={term}
        onChange={(event) => {
          const value = clean(event.target.value)
          type(value)
          onType(value)
        }}
      />
    </div>
  )
}

export function CityField({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  return (
    <TextFilter
      id={`${id}-city`}
      label={t('realEstate.filters.city')}
      placeholder={t('realEstate.filters.cityPlaceholder')}
      autoComplete="address-level2"
      maxLength={80}
      urlValue={filters.city}
      onType={(city) => onChange({ city }, { replace: true })}
    />
  )
}

/** Minimum and maximum price in whole KSh. */
export function PriceFields({ id, filters, onChange }: PropertyFilterFieldProps) {
  const { t } = useTranslation()
  const common = {
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 10,
    placeholder: 'KSh',
    clean: (raw: string) => raw.replace(/\D/g, ''),
  } as const
  return (
    <>
      <TextFilter
        {...common}
        id={`${id}-min-price`}
        label={t('realEstate.filters.minPrice')}
        urlValue={filters.minPrice === null ? '' : String(filters.minPrice)}
        onType={(value) => onChange({ minPrice: parsePrice(value) }, { replace: true })}
      />
      <TextFilter
        {...common}
        id={`${id}-max-price`}
        label={t('realEstate.filters.maxPrice')}
        urlValue={filters.maxPrice === null ? '' : String(filters.maxPrice)}
        onType={(value) => onChange({ maxPrice: parsePrice(value) }, { replace: true })}
      />
    </>
  )
}
