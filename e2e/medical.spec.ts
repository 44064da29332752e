import { expect, test } from '@playwright/test'
import { newUser, signUpWithApi, toast } from './helpers/accounts'
import { newApprovedProvider, pdfCv, tomorrowInNairobi } from './helpers/listings'
import { originHeaders } from './helpers/providers'
import { expectNoSeriousA11yViolations, withLiveChannel } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 17, spec 001 "Medical" (section 5: the date cannot be before today; section 9: nine hourly slots),
// docs/medical-api.md: a patient on a phone books a doctor's slot, which then shows taken to another patient, and the
// doctor's dashboard shows the booking live; a prescription medicine cannot be paid until the pharmacy approves the
// uploaded prescription, then it is paid with M-Pesa in the simulator.

const phone = { width: 360, height: 740 }

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a patient books a slot, it shows taken to another patient, and the doctor sees the booking live', async ({
  page: patient,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const doctor = await newApprovedProvider(
    browser,
    playwright,
    baseURL!,
    'medical_provider',
    undefined,
    'Cardiology',
  )
  const hours = await doctor.page.request.put('/api/medical-dashboard/hours', {
    headers: originHeaders(),
    data: {
      working_days: [1, 2, 3, 4, 5, 6, 7],
      first_slot: '09:00',
      last_slot: '17:00',
      consultation_fee_cents: 250_000,
    },
  })
  expect(hours.status(), await hours.text()).toBe(200)
  const { full_name: doctorName } = (await hours.json()) as { full_name: string }
  const day = tomorrowInNairobi()

  // The doctor has tomorrow's list open, with the live channel, before anyone books.
  await withLiveChannel(doctor.page, () =>
    doctor.page.goto(`/medical-dashboard?tab=appointments&date=${day}`),
  )
  await expect(doctor.page.getByRole('heading', { name: 'Medical dashboard', level: 1 })).toBeVisible()
  await expect(doctor.page.getByText('No appointments on this day')).toBeVisible()

  // The patient, on a phone, finds the doctor and books 11:00 tomorrow.
  await patient.setViewportSize(phone)
  const user = await signUpWithApi(patient.request, newUser('patient'))
  await patient.goto('/medical')
  await expect(patient.getByRole('heading', { name: 'Medical', level: 1 })).toBeVisible()
  await expect(patient.getByRole('tab', { name: 'Healthcare Providers' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await patient.getByRole('searchbox', { name: 'Search medical' }).fill(doctorName)
  await expect(patient).toHaveURL(/search=/)
  const card = patient.getByTestId('provider-card').filter({ hasText: doctorName })
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  await expect(card).toContainText('Cardiology')
  await expect(card.getByTestId('provider-fee')).toContainText('KSh 2,500')
  await expectNoSeriousA11yViolations(patient)
  await card.getByRole('button', { name: `Book Appointment with ${doctorName}` }).click()

  const dialog = patient.getByRole('dialog', { name: 'Book Appointment' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(dialog.getByText('Please choose a date and a time.')).toBeVisible()
  await dialog.getByLabel('Date').fill(day)
  await expect(dialog.getByRole('radio', { name: /^11:00/ })).toBeEnabled()
  await dialog.getByText('11:00', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: /^11:00/ })).toBeChecked()
  await dialog.getByLabel('Reason for the visit (optional)').fill('Chest pains when climbing stairs.')
  await expectNoSeriousA11yViolations(patient)
  await dialog.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(toast(patient, 'Appointment booked! The provider has been notified.')).toBeVisible()
  await expect(dialog.getByTestId('booking-done')).toBeVisible()

  // The doctor's list shows it without a reload.
  const booking = doctor.page.getByTestId('medical-appointment').filter({ hasText: user.name })
  await expect(booking).toBeVisible({ timeout: 20_000 })
  await expect(booking.getByTestId('appointment-slot')).toHaveText('11:00')
  await expect(booking).toContainText('Chest pains when climbing stairs.')
  await expect(booking.getByTestId('appointment-status')).toHaveText('Booked')
  await expectNoSeriousA11yViolations(doctor.page)

  // Another patient sees 11:00 taken that day, and the server refuses it too.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await suppressPopups(otherPage)
  await signUpWithApi(otherPage.request, newUser('patient2'))
  await otherPage.goto(`/medical?search=${encodeURIComponent(doctorName)}`)
  await otherPage
    .getByTestId('provider-card')
    .filter({ hasText: doctorName })
    .getByRole('button', { name: `Book Appointment with ${doctorName}` })
    .click()
  const otherDialog = otherPage.getByRole('dialog', { name: 'Book Appointment' })
  await otherDialog.getByLabel('Date').fill(day)
  await expect(otherDialog.getByRole('radio', { name: /^11:00/ })).toBeDisabled()
  await expect(otherDialog.getByRole('radio', { name: /^11:00/ })).toHaveAccessibleName(/Taken/)
  await expect(otherDialog.getByRole('radio', { name: /^12:00/ })).toBeEnabled()
  const providerId = await otherPage.evaluate(async (name) => {
    const response = await fetch(`/api/medical/providers?search=${encodeURIComponent(name)}`)
    const body = (await response.json()) as { items: { id: string }[] }
    return body.items[0]!.id
  }, doctorName)
  const refused = await otherPage.request.post(`/api/medical/providers/${providerId}/appointments`, {
    headers: originHeaders(),
    data: { date: day, slot: '11:00' },
  })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: { code: 'medical.slot_taken' } })
  await other.close()

  // The patient's own lists: My appointments and My activity.
  await patient.goto('/medical/appointments')
  const mine = patient.getByTestId('appointment-card').filter({ hasText: doctorName })
  await expect(mine.getByTestId('appointment-status')).toHaveText('Booked')
  await expectNoSeriousA11yViolations(patient)
  await patient.goto('/activity')
  const item = patient.locator('[data-kind="appointment"]').filter({ hasText: doctorName })
  await expect(item.getByTestId('activity-status')).toHaveText('Booked')
  await doctor.page.context().close()
})

test('a prescription medicine cannot be paid until the pharmacy approves the upload, then it is paid with M-Pesa', async ({
  page: customer,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const pharmacy = await newApprovedProvider(
    browser,
    playwright,
    baseURL!,
    'medical_provider',
    undefined,
    'Pharmacy',
  )
  const name = `Amoxicillin 500mg ${Date.now().toString(36)}`
  const created = await pharmacy.page.request.post('/api/medical-dashboard/medications', {
    headers: originHeaders(),
    data: {
      name,
      category: 'Antibiotics',
      description: 'Capsules, 21 per pack.',
      price_cents: 45_000,
      stock_quantity: 5,
      requires_prescription: true,
      is_active: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  // The customer, on a phone, finds the medicine and puts it in the basket.
  await customer.setViewportSize(phone)
  const user = await signUpWithApi(customer.request, newUser('patient'))
  await customer.goto('/medical?tab=medications')
  await customer.getByRole('searchbox', { name: 'Search medical' }).fill(name)
  const card = customer.getByTestId('medication-card').filter({ hasText: name })
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  await expect(card.getByTestId('prescription-badge')).toHaveText('Prescription required')
  await expect(card.getByTestId('medication-price')).toHaveText('KSh 450')
  await expectNoSeriousA11yViolations(customer)
  await card.getByRole('button', { name: `Add ${name} to basket` }).click()
  await customer.getByRole('button', { name: /View basket/ }).click()
  await customer.getByRole('link', { name: 'Checkout' }).click()

  await expect(customer).toHaveURL(/\/medical\/checkout$/)
  await customer.getByLabel('Delivery address').fill('Ngong Road, Kilimani')
  await customer.getByLabel('Phone number').fill('0712345678')
  await customer.getByRole('button', { name: 'Place order' }).click()
  const step = customer.getByTestId('prescription-step')
  await expect(step).toBeVisible({ timeout: 15_000 })
  await expectNoSeriousA11yViolations(customer)
  await step.getByLabel('Prescription file').setInputFiles(pdfCv('prescription.pdf'))
  await step.getByRole('button', { name: 'Upload prescription' }).click()
  await expect(customer.getByTestId('awaiting-approval')).toContainText(
    'Your prescription is waiting for the pharmacist. You can pay once it has been approved.',
  )
  await step.getByRole('link', { name: 'View your order' }).click()
  await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderId = customer.url().split('/').at(-1)!

  // No payment yet: no Pay now on the page, and the server refuses to start one.
  const panel = customer.getByTestId('prescription-panel')
  await expect(panel.getByTestId('prescription-status')).toHaveText(
    'Waiting for the pharmacist. You can pay once it has been approved.',
  )
  await expect(customer.getByRole('link', { name: 'Pay now' })).toHaveCount(0)
  const early = await customer.request.post('/api/payments/mpesa', {
    headers: originHeaders(),
    data: { orderId, phoneNumber: '254712345678', amount: 450 },
  })
  expect(early.status()).toBe(409)
  expect(await early.json()).toMatchObject({ error: { code: 'medical.awaiting_prescription' } })
  await withLiveChannel(customer, () => customer.reload())

  // The pharmacy approves it in a browser of its own; the customer's page follows live.
  await pharmacy.page.goto('/medical-dashboard?tab=prescriptions')
  const queued = pharmacy.page.getByTestId('medical-prescription').filter({ hasText: user.name })
  await expect(queued).toBeVisible({ timeout: 15_000 })
  await expect(queued.getByTestId('prescription-medicines')).toContainText(name)
  await expectNoSeriousA11yViolations(pharmacy.page)
  await queued.getByRole('button', { name: /^Approve the prescription of order/ }).click()
  await expect(toast(pharmacy.page, 'Prescription approved. The customer can now pay.')).toBeVisible()

  await expect(panel.getByTestId('prescription-status')).toHaveText('Approved: you can now pay.', {
    timeout: 20_000,
  })
  await customer.getByRole('link', { name: 'Pay now' }).click()
  await expect(customer).toHaveURL(/\/checkout$/)
  await customer.getByLabel('M-Pesa phone number').fill('0712345678')
  await customer.getByRole('button', { name: /^Pay KSh/ }).click()
  await expect(customer).toHaveURL(/\/orders/, { timeout: 30_000 })
  // The orders page's own banner (the paid notice may arrive as a toast with the same words).
  await expect(customer.getByTestId('orders-success')).toContainText(
    'Payment successful! Your order has been placed.',
  )
  await expect
    .poll(
      async () =>
        ((await (await customer.request.get(`/api/orders/${orderId}`)).json()) as { payment_status: string })
          .payment_status,
      { timeout: 30_000 },
    )
    .toBe('paid')
  await pharmacy.page.context().close()
})
