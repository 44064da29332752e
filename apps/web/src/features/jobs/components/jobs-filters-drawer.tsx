import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { JobFilters } from '../job-filters'
import { CategoryField, JobTypeField, LocationField } from './job-filter-fields'

export interface JobsFiltersDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: JobFilters
  onChange: (patch: Partial<JobFilters>) => void
  location: string
  onLocation: (value: string) => void
  onClear: () => void
  total: number | null
}

/**
 * Small screens: the type, category and location in a side panel behind More Filters, like the restaurants'.
 * Every change applies at once; Show Results closes it. Loads when More Filters is first pressed.
 */
export default function JobsFiltersDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  location,
  onLocation,
  onClear,
  total,
}: JobsFiltersDrawerProps) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('jobs.filters.close')} className="w-[88%] overflow-y-auto p-5">
        <SheetTitle className="pr-10">{t('jobs.filters.moreFilters')}</SheetTitle>
        <SheetDescription>{t('jobs.filters.drawerDescription')}</SheetDescription>
        <div className="flex flex-col gap-5">
          <JobTypeField id="drawer" filters={filters} onChange={onChange} />
          <CategoryField id="drawer" filters={filters} onChange={onChange} />
          <LocationField id="drawer" value={location} onChange={onLocation} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            {t('jobs.filters.clearAll')}
          </Button>
          <SheetClose asChild>
            <Button>
              {total === null ? t('jobs.filters.showResults') : t('jobs.filters.showCount', { count: total })}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  )
}
