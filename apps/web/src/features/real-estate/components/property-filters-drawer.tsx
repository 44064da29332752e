import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { PropertyFilters } from '../property-filters'
import {
  BedroomsField,
  CityField,
  CountyField,
  ListingTypeField,
  PriceFields,
  PropertyTypeField,
  SortField,
  type PropertyFilterFieldProps,
} from './property-filter-fields'

export interface PropertyFiltersDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: PropertyFilters
  onChange: PropertyFilterFieldProps['onChange']
  onClear: () => void
  total: number | null
}

/**
 * Small screens: every filter and the sort in a side panel labelled More Filters, as on /food. Every change
 * applies at once; Show results closes it. Loads when More Filters is first pressed.
 */
export default function PropertyFiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  total,
}: PropertyFiltersDrawerProps) {
  const { t } = useTranslation()
  const fields = { id: 'drawer', filters, onChange }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('realEstate.filters.close')}
        className="w-[88%] overflow-y-auto p-5"
      >
        <SheetTitle className="pr-10">{t('realEstate.filters.moreFilters')}</SheetTitle>
        <SheetDescription>{t('realEstate.filters.drawerDescription')}</SheetDescription>
        <div className="flex flex-col gap-5">
          <ListingTypeField {...fields} />
          <PropertyTypeField {...fields} />
          <CountyField {...fields} />
          <CityField {...fields} />
          <BedroomsField {...fields} />
          <div className="grid grid-cols-2 gap-3">
            <PriceFields {...fields} />
          </div>
          <SortField {...fields} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            {t('realEstate.filters.clearAll')}
          </Button>
          <SheetClose asChild>
            <Button>
              {total === null
                ? t('realEstate.filters.showResults')
                : t('realEstate.filters.showCount', { count: total })}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  )
}
