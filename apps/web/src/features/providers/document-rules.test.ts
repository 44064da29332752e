import {
  APPLICATION_REVIEW_TIME,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_COUNT,
  providerCategories,
  providerCategoryLabels,
  providerMessages,
} from '@soko/shared/providers/provider.constants'
import { describe, expect, it } from 'vitest'
import en from '@/locales/en.json'
import { documentProblem, formatFileSize } from './document-rules'

const pdf = (size = 1000, name = 'license.pdf', type = 'application/pdf') => ({ name, size, type })

describe('documentProblem (docs/providers-api.md)', () => {
  it('accepts a PDF or picture of up to 5 MB while fewer than 5 are attached', () => {
    expect(documentProblem(pdf(DOCUMENT_MAX_BYTES), DOCUMENT_MAX_COUNT - 1)).toBeNull()
    expect(documentProblem(pdf(10, 'id.webp', 'image/webp'), 0)).toBeNull()
  })

  it('refuses a sixth document, a file above 5 MB and other types', () => {
    expect(documentProblem(pdf(), DOCUMENT_MAX_COUNT)).toBe('tooMany')
    expect(documentProblem(pdf(DOCUMENT_MAX_BYTES + 1), 0)).toBe('tooLarge')
    expect(documentProblem(pdf(10, 'notes.docx', 'application/msword'), 0)).toBe('type')
  })

  it('judges a file the system gives no type by its name', () => {
    expect(documentProblem(pdf(10, 'scan.JPG', ''), 0)).toBeNull()
    expect(documentProblem(pdf(10, 'scan.exe', ''), 0)).toBe('type')
  })

  it('shows sizes in KB and MB', () => {
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(240 * 1024)).toBe('240 KB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
  })
})

describe("the screens' English is the server's and the spec's", () => {
  it("documents' errors are the server's messages", () => {
    expect(en.providerHub.documents.errors).toMatchObject({
      tooMany: providerMessages.tooManyDocuments,
      tooLarge: providerMessages.documentTooLarge,
      type: providerMessages.documentType,
    })
  })

  it("the form's field errors, toasts and review time", () => {
    expect(en.providerHub.form.errors).toMatchObject({
      licenseRequired: providerMessages.licenseRequired,
      termsRequired: providerMessages.termsRequired,
      experienceRange: providerMessages.experienceRange,
    })
    expect(en.providerHub.form.toast.missingDescription).toBe(providerMessages.missingInformation)
    expect(en.providerHub.form.toast.failedDescription).toBe(providerMessages.submissionFailed)
    expect(en.providerHub.form.reviewTime).toContain(APPLICATION_REVIEW_TIME)
  })

  it('the category labels of spec 001 section 9', () => {
    for (const category of providerCategories) {
      expect(en.providerHub.categories[category].label).toBe(providerCategoryLabels[category])
      expect(en.serviceApplications.categories[category]).toBe(providerCategoryLabels[category])
    }
  })
})
