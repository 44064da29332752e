import { describe, expect, it } from 'vitest'
import {
  countPanelJobFilters,
  defaultJobFilters,
  hasActiveJobFilters,
  jobFiltersToParams,
  parseJobFilters,
  toJobListParams,
} from './job-filters'

describe('the jobs filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = {
      search: 'accountant',
      jobType: 'full_time',
      category: 'Finance & Accounting',
      location: 'Westlands',
    } as const
    const params = jobFiltersToParams(filters)
    expect(params.toString()).toBe(
      'search=accountant&job_type=full_time&category=Finance+%26+Accounting&location=Westlands',
    )
    expect(parseJobFilters(params)).toEqual(filters)
  })

  it('leave the defaults out, so a plain /jobs stays plain', () => {
    expect(jobFiltersToParams(defaultJobFilters).toString()).toBe('')
    expect(hasActiveJobFilters(defaultJobFilters)).toBe(false)
  })

  it('ignore an unknown type or category from a hand-made link', () => {
    const filters = parseJobFilters(new URLSearchParams('job_type=gig&category=Astronauts&search=x'))
    expect(filters).toEqual({ ...defaultJobFilters, search: 'x' })
  })

  it('count the side panel filters and send only what is set, trimmed', () => {
    const filters = { search: '  ', jobType: null, category: 'Healthcare', location: ' Kisumu ' } as const
    expect(countPanelJobFilters(filters)).toBe(2)
    expect(hasActiveJobFilters(filters)).toBe(true)
    expect(toJobListParams(filters)).toEqual({ category: 'Healthcare', location: 'Kisumu' })
    expect(toJobListParams(filters, 'nurse', '')).toEqual({ search: 'nurse', category: 'Healthcare' })
  })
})
