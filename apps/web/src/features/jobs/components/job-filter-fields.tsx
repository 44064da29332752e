import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useJobLabels } from '@/lib/job-labels'
import { isJobCategory, isJobType, type JobFilters } from '../job-filters'
import { jobCategories, jobTypes } from '../job-types'

const all = 'all'

export interface JobFilterFieldProps {
  /** Prefix of the controls' ids: the desktop bar and the side panel each have their own. */
  id: string
  filters: JobFilters
  onChange: (patch: Partial<JobFilters>) => void
}

/** Job type: All Types, Full-time, Part-time, Contract, Internship, Temporary. */
export function JobTypeField({ id, filters, onChange }: JobFilterFieldProps) {
  const { t } = useTranslation()
  const labels = useJobLabels()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-job-type`}>{t('jobs.filters.type')}</Label>
      <NativeSelect
        id={`${id}-job-type`}
        value={filters.jobType ?? all}
        onChange={(event) => {
          const value = event.target.value
          onChange({ jobType: isJobType(value) ? value : null })
        }}
      >
        <option value={all}>{t('jobs.filters.allTypes')}</option>
        {jobTypes.map((type) => (
          <option key={type} value={type}>
            {labels.type(type)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Category: All Categories and the fixed list the employers' form uses. */
export function CategoryField({ id, filters, onChange }: JobFilterFieldProps) {
  const { t } = useTranslation()
  const labels = useJobLabels()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-category`}>{t('jobs.filters.category')}</Label>
      <NativeSelect
        id={`${id}-category`}
        value={filters.category ?? all}
        onChange={(event) => {
          const value = event.target.value
          onChange({ category: isJobCategory(value) ? value : null })
        }}
      >
        <option value={all}>{t('jobs.filters.allCategories')}</option>
        {jobCategories.map((category) => (
          <option key={category} value={category}>
            {labels.category(category)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Location: part of a place's name; the page debounces it like the search. */
export function LocationField({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-location`}>{t('jobs.filters.location')}</Label>
      <Input
        id={`${id}-location`}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={80}
        placeholder={t('jobs.filters.locationPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
