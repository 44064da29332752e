import { describe, expect, it } from 'vitest'
import { nairobiToday } from '@/lib/job-labels'
import { cvProblem, isAcceptingApplications, paragraphs } from './job-display'
import { CV_MAX_BYTES } from './job-types'

describe('the job page helpers', () => {
  it("take Nairobi's day, three hours ahead of UTC", () => {
    expect(nairobiToday(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-27')
    expect(nairobiToday(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28')
  })

  it('take applications while open and until the end of the deadline day', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    expect(isAcceptingApplications({ status: 'open', deadline: null }, now)).toBe(true)
    expect(isAcceptingApplications({ status: 'open', deadline: '2026-11-27' }, now)).toBe(true)
    expect(isAcceptingApplications({ status: 'open', deadline: '2026-11-26' }, now)).toBe(false)
    expect(isAcceptingApplications({ status: 'closed', deadline: null }, now)).toBe(false)
  })

  it('split a description into paragraphs at blank lines', () => {
    expect(paragraphs('We are hiring.\nIn Nairobi.\n\n  \nApply today.\n')).toEqual([
      'We are hiring.\nIn Nairobi.',
      'Apply today.',
    ])
  })

  it('let a PDF or Word file of at most 5 MB through, whatever the case of its name', () => {
    expect(cvProblem({ name: 'Wanjiku CV.PDF', size: 1000 })).toBeNull()
    expect(cvProblem({ name: 'cv.doc', size: CV_MAX_BYTES })).toBeNull()
    expect(cvProblem({ name: 'cv.docx', size: 10 })).toBeNull()
    expect(cvProblem({ name: 'cv.png', size: 10 })).toBe('type')
    expect(cvProblem({ name: 'pdf', size: 10 })).toBe('type')
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('size')
  })
})
