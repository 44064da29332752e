import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { EventFilters } from '../event-filters'
import { DateRangeField, PriceField, SortField, TypeField } from './event-filter-fields'

export interface EventFiltersDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: EventFilters
  onChange: (patch: Partial<EventFilters>) => void
  onClear: () => void
  total: number | null
}

/**
 * Small screens (spec 001 section 2, mobile filter drawer): type, price, dates and sort in a side drawer.
 * Every change applies at once; Show Results closes it. Loads when Filters is first pressed.
 */
export default function EventFiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  total,
}: EventFiltersDrawerProps) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('events.filters.closeDrawer')}
        className="w-[88%] overflow-y-auto p-5"
      >
        <SheetTitle className="pr-10">{t('events.filters.title')}</SheetTitle>
        <SheetDescription>{t('events.filters.drawerDescription')}</SheetDescription>
        <div className="flex flex-col gap-5">
          <TypeField id="drawer" filters={filters} onChange={onChange} />
          <PriceField id="drawer" filters={filters} onChange={onChange} />
          <DateRangeField id="drawer" filters={filters} onChange={onChange} />
          <SortField id="drawer" filters={filters} onChange={onChange} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            {t('events.filters.clearAll')}
          </Button>
          <SheetClose asChild>
            <Button>
              {total === null
                ? t('events.filters.showResults')
                : t('events.filters.showCount', { count: total })}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  )
}
