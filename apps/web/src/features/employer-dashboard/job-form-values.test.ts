import { describe, expect, it } from 'vitest'
import {
  changedFields,
  deadlineProblem,
  jobFormValues,
  jobInput,
  requirementLines,
  requirementsProblem,
} from './job-form-values'

describe('the post-a-job form values', () => {
  it('start a new job with the employer company, and read an old one back unchanged', () => {
    const empty = jobFormValues(null, 'Mama Mboga Ltd')
    expect(empty.company).toBe('Mama Mboga Ltd')
    expect(empty.category).toBe('')
    const values = {
      ...empty,
      title: ' Shop Assistant ',
      category: 'Sales & Marketing',
      job_type: 'part_time',
      location: 'Gikomba, Nairobi',
      salary: ' ',
      description: 'Serve customers and keep the stall tidy and stocked.',
      requirements: '- KCSE certificate\n\n• Good with numbers\n2) Lives near Gikomba',
      how_to_apply: '',
      deadline: '2099-01-31',
    } as const
    expect(jobInput(values)).toEqual({
      title: 'Shop Assistant',
      company: 'Mama Mboga Ltd',
      category: 'Sales & Marketing',
      job_type: 'part_time',
      location: 'Gikomba, Nairobi',
      salary: null,
      description: 'Serve customers and keep the stall tidy and stocked.',
      requirements: ['KCSE certificate', 'Good with numbers', 'Lives near Gikomba'],
      how_to_apply: null,
      deadline: '2099-01-31',
    })
  })

  it('keep a hyphenated requirement whole and drop only list bullets', () => {
    expect(requirementLines('Full-time availability\n-  Driving licence\n* C++')).toEqual([
      'Full-time availability',
      'Driving licence',
      'C++',
    ])
  })

  it('refuse more than 30 requirements or one over 200 characters', () => {
    expect(requirementsProblem(Array.from({ length: 30 }, (_, i) => `R${i}`).join('\n'))).toBeNull()
    expect(requirementsProblem(Array.from({ length: 31 }, (_, i) => `R${i}`).join('\n'))).toBe('tooMany')
    expect(requirementsProblem('x'.repeat(201))).toBe('tooLong')
  })

  it("take no deadline, or a real day from today on Nairobi's calendar", () => {
    const now = new Date('2026-11-27T22:00:00Z') // already the 28th in Nairobi
    expect(deadlineProblem('', now)).toBeNull()
    expect(deadlineProblem('2026-11-28', now)).toBeNull()
    expect(deadlineProblem('2026-11-27', now)).toBe('past')
    expect(deadlineProblem('2026-02-30', now)).toBe('invalid')
  })

  it('send only what an edit changed', () => {
    const before = jobInput({ ...jobFormValues(null, 'Acme'), title: 'Driver', description: 'd'.repeat(20) })
    const after = { ...before, title: 'Senior Driver', requirements: ['Licence'] }
    expect(changedFields(before, after)).toEqual({ title: 'Senior Driver', requirements: ['Licence'] })
    expect(changedFields(before, before)).toEqual({})
  })
})
