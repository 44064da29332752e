import { medicalTabs, type MedicalTab } from '@soko/shared/medical/medical.constants'

/**
 * /medical's tab, search and specialization live in the URL (`?tab=&search=&specialization=`), so a list can be
 * shared, the shell's section search lands here (`?search=`) and the back button undoes a choice.
 */
export interface MedicalFilters {
  tab: MedicalTab
  search: string
  /** A specialization's id; null: all. */
  specialization: string | null
}

export const isMedicalTab = (value: string | null): value is MedicalTab =>
  value !== null && (medicalTabs as readonly string[]).includes(value)

export function parseMedicalFilters(params: URLSearchParams): MedicalFilters {
  const tab = params.get('tab')
  const specialization = params.get('specialization')?.trim()
  return {
    tab: isMedicalTab(tab) ? tab : 'providers',
    search: params.get('search') ?? '',
    specialization: specialization ? specialization.slice(0, 100) : null,
  }
}

/** The URL query for the filters; defaults are left out, so a plain /medical stays plain. Other keys are kept. */
export function medicalFiltersToParams(filters: MedicalFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base)
  for (const key of ['tab', 'search', 'specialization']) params.delete(key)
  if (filters.tab !== 'providers') params.set('tab', filters.tab)
  if (filters.search) params.set('search', filters.search)
  if (filters.specialization) params.set('specialization', filters.specialization)
  return params
}
