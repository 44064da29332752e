import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { DirectoryFilters } from '../directory-filters'
import { CategoryField, RateField, RatingField, SortField } from './directory-filter-fields'

export interface FiltersDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: DirectoryFilters
  onChange: (patch: Partial<DirectoryFilters>) => void
  onClear: () => void
  /** How many providers match, once known. */
  total: number | null
}

/**
 * Small screens (spec 001 section 2): the directory's filters in a side drawer titled Filters, with Clear All
 * Filters. Every change applies at once; Show Results closes the drawer. Loads when More Filters is pressed.
 */
export default function FiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  total,
}: FiltersDrawerProps) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('services.filters.closeDrawer')}
        className="w-[88%] overflow-y-auto p-5"
      >
        <SheetTitle className="pr-10">{t('services.filters.title')}</SheetTitle>
        <SheetDescription>{t('services.filters.drawerDescription')}</SheetDescription>
        <div className="flex flex-col gap-5">
          <CategoryField id="drawer" filters={filters} onChange={onChange} />
          <SortField id="drawer" filters={filters} onChange={onChange} />
          <RatingField id="drawer" filters={filters} onChange={onChange} />
          <RateField id="drawer" filters={filters} onChange={onChange} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            {t('services.filters.clearAll')}
          </Button>
          <SheetClose asChild>
            <Button>
              {total === null
                ? t('services.filters.showResults')
                : t('services.filters.showCount', { count: total })}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  )
}
