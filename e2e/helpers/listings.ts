import { randomUUID } from 'node:crypto'
import { expect, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import { newUser, signUpWithApi, type TestUser } from './accounts'
import { originHeaders } from './providers'
import { adminSession } from './rides'
import { suppressPopups } from './shop'

// Issue 16 (docs/real-estate-api.md, docs/jobs-api.md): journeys make their own agent and employer, approved by
// the admin through the API as a real applicant would be, so no journey moves another's seeded rows.

export interface Provider {
  page: Page
  user: TestUser
}

/**
 * A new account in a browser of its own, whose application in `category` the admin approved: a vendor (an
 * employer, decision 023) or a real estate agent (a verified agent).
 */
export async function newApprovedProvider(
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  category: 'vendor' | 'real_estate_agent' | 'medical_provider' | 'insurance_broker',
  viewport?: { width: number; height: number },
  /** The application's specialization: a medical provider's type and field ("Pharmacy", "Cardiology"), a broker's types. */
  specialization?: string,
): Promise<Provider> {
  const context = await browser.newContext(viewport ? { viewport } : {})
  const page = await context.newPage()
  await suppressPopups(page)
  const suffix = randomUUID().slice(0, 6)
  const prefix = {
    vendor: 'employer',
    real_estate_agent: 'agent',
    medical_provider: 'medic',
    insurance_broker: 'broker',
  }
  const businessName = {
    vendor: `Kazi Bora ${suffix} Ltd`,
    real_estate_agent: `Nyumba Safi ${suffix} Realty`,
    medical_provider: `Afya Njema ${suffix}`,
    insurance_broker: `Linda ${suffix} Insurance Brokers`,
  }
  const user = await signUpWithApi(page.request, {
    ...newUser(prefix[category]),
    name: `Mwangi ${suffix}`,
  })
  const applied = await page.request.post('/api/provider-applications', {
    headers: originHeaders(),
    data: {
      service_type: category,
      business_name: businessName[category],
      business_phone: '254712345678',
      ...(category === 'vendor' ? {} : { license_number: `LIC-${suffix}` }),
      ...(specialization ? { specialization } : {}),
      terms_accepted: true,
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { id } = (await applied.json()) as { id: string }
  const admin = await playwright.request.newContext({ baseURL, storageState: await adminSession(playwright) })
  const approved = await admin.post(`/api/admin/service-applications/${id}/approve`, {
    headers: originHeaders(),
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await admin.dispose()
  return { page, user }
}

/** A minimal one-page PDF: what a CV upload sends (the server reads the type from the bytes). */
export function pdfCv(name = 'cv.pdf') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) }
}

/** Tomorrow in Nairobi, 'YYYY-MM-DD'. */
export function tomorrowInNairobi() {
  const now = new Date(Date.now() + 3 * 3600_000 + 24 * 3600_000)
  return now.toISOString().slice(0, 10)
}
