import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { FoodFilters } from '../food-filters'
import { CuisineField, MaxFeeField, MaxTimeField, SortField } from './food-filter-fields'

export interface FoodFiltersDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: FoodFilters
  onChange: (patch: Partial<FoodFilters>) => void
  onClear: () => void
  total: number | null
}

/**
 * Small screens (spec 001 section 2): cuisine, sort and the two sliders in a side panel labelled More Filters.
 * Every change applies at once; Show Results closes it. Loads when More Filters is first pressed.
 */
export default function FoodFiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  total,
}: FoodFiltersDrawerProps) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('food.filters.close')} className="w-[88%] overflow-y-auto p-5">
        <SheetTitle className="pr-10">{t('food.filters.moreFilters')}</SheetTitle>
        <SheetDescription>{t('food.filters.drawerDescription')}</SheetDescription>
        <div className="flex flex-col gap-5">
          <CuisineField id="drawer" filters={filters} onChange={onChange} />
          <SortField id="drawer" filters={filters} onChange={onChange} />
          <MaxFeeField id="drawer" filters={filters} onChange={onChange} />
          <MaxTimeField id="drawer" filters={filters} onChange={onChange} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            {t('food.filters.clearAll')}
          </Button>
          <SheetClose asChild>
            <Button>
              {total === null ? t('food.filters.showResults') : t('food.filters.showCount', { count: total })}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  )
}
