import { expect, test } from '@playwright/test'
import { newUser, signUpWithApi, toast } from './helpers/accounts'
import { newApprovedProvider } from './helpers/listings'
import { originHeaders } from './helpers/providers'
import { expectNoSeriousA11yViolations, withLiveChannel } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 17, spec 001 "Insurance" (section 5: the quote's required fields and types; section 8: the quote's texts;
// section 9: four features on a card, six compared), docs/insurance-api.md: a customer on a phone compares plans and
// requests a quote, which reaches the broker of that type; the broker answers in a browser of their own and the
// customer's My quotes shows the answer live, and accepts it.

const phone = { width: 360, height: 740 }

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a quote request reaches the broker, whose answer reaches the customer live, who accepts it', async ({
  page: customer,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const broker = await newApprovedProvider(
    browser,
    playwright,
    baseURL!,
    'insurance_broker',
    undefined,
    'Home insurance',
  )
  const planName = `Nyumbani Home Cover ${Date.now().toString(36)}`
  const plan = await broker.page.request.post('/api/insurance-dashboard/plans', {
    headers: originHeaders(),
    data: {
      name: planName,
      plan_type: 'home',
      description: 'Buildings and contents cover for homes in Kenya.',
      monthly_premium_cents: 180_000,
      coverage_amount_cents: 500_000_000,
      features: ['Fire and burglary', 'Floods', 'Domestic workers', 'Alternative accommodation', 'Glass'],
      covers: {
        outpatient: false,
        inpatient: false,
        emergency: true,
        specialist_consultations: false,
        dental: false,
        maternity: false,
      },
      is_active: true,
    },
  })
  expect(plan.status(), await plan.text()).toBe(201)

  // The customer, on a phone, browses home plans and compares two of them.
  await customer.setViewportSize(phone)
  const user = await signUpWithApi(customer.request, newUser('insured'))
  await customer.goto('/insurance')
  await expect(customer.getByRole('heading', { name: 'Insurance', level: 1 })).toBeVisible()
  await customer
    .getByTestId('insurance-category-home')
    .getByRole('button', { name: /Browse Plans/ })
    .click()
  await expect(customer).toHaveURL(/type=home/)
  const card = customer.getByTestId('plan-card').filter({ hasText: planName })
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  await expect(card.getByTestId('plan-premium')).toHaveText('KSh 1,800/month')
  // The first four features, and a count of the rest (spec 001 section 9).
  const features = card.getByTestId('plan-features')
  await expect(features).toContainText('Alternative accommodation')
  await expect(features).not.toContainText('Glass')
  await expect(features.getByRole('listitem')).toHaveText([
    'Fire and burglary',
    'Floods',
    'Domestic workers',
    'Alternative accommodation',
    /1 more/,
  ])
  await expect(card.getByTestId('plan-rating')).toHaveText('No reviews yet')
  await expectNoSeriousA11yViolations(customer)
  await card.getByTestId('plan-compare').click()
  await customer
    .getByTestId('plan-card')
    .filter({ hasNotText: planName })
    .first()
    .getByTestId('plan-compare')
    .click()
  const compare = customer.getByRole('dialog', { name: 'Compare Plans' })
  await expect(compare).toBeVisible()
  for (const feature of [
    'Outpatient',
    'Inpatient',
    'Emergency',
    'Specialist Consultations',
    'Dental',
    'Maternity',
  ])
    await expect(compare.getByTestId('compare-table')).toContainText(feature)
  await expectNoSeriousA11yViolations(customer)
  await compare.getByRole('button', { name: /Close/ }).first().click()

  // The quote dialog: the spec's words when fields are missing, then the request.
  await card.getByRole('button', { name: 'Get Quote' }).click()
  const dialog = customer.getByRole('dialog', { name: 'Get Your Insurance Quote' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Phone').fill('')
  await dialog.getByRole('button', { name: 'Request Quote' }).click()
  await expect(toast(customer, 'Missing Information')).toBeVisible()
  await expect(customer.getByText('Please fill in all required fields.')).toBeVisible()
  await dialog.getByLabel('Full Name').fill(user.name)
  await dialog.getByLabel('Phone').fill('0712345678')
  await dialog.getByLabel('Coverage Amount (KSh)').fill('5000000')
  await dialog.getByLabel('Additional Information').fill('A three-bedroom house in Syokimau.')
  await expectNoSeriousA11yViolations(customer)
  await dialog.getByRole('button', { name: 'Request Quote' }).click()
  await expect(
    toast(customer, "We'll contact you within 24 hours with your personalized quote."),
  ).toBeVisible()

  // The customer waits on My quotes with the live channel open.
  await withLiveChannel(customer, () => customer.goto('/insurance/quotes'))
  const quote = customer.getByTestId('quote-card').first()
  await expect(quote).toContainText('Home Insurance')
  await expect(quote).toHaveAttribute('data-status', 'open')
  await expectNoSeriousA11yViolations(customer)

  // The broker answers in a browser of their own.
  await broker.page.goto('/insurance-dashboard')
  await expect(broker.page.getByRole('heading', { name: 'Insurance Dashboard', level: 1 })).toBeVisible()
  const request = broker.page.getByTestId('broker-request').filter({ hasText: user.name })
  await expect(request).toBeVisible({ timeout: 15_000 })
  await expect(request).toContainText('A three-bedroom house in Syokimau.')
  await expectNoSeriousA11yViolations(broker.page)
  await request
    .getByRole('button', { name: /Send quote/ })
    .first()
    .click()
  const form = request.getByTestId('send-quote-form')
  await form.getByLabel('Plan').selectOption({ label: planName })
  await form.getByLabel('Monthly premium (KSh)').fill('2100')
  await form
    .getByLabel('Terms')
    .fill('Buildings cover KSh 5,000,000, excess KSh 10,000, paid monthly by M-Pesa.')
  await form.getByRole('button', { name: 'Send quote' }).click()
  await expect(broker.page.getByTestId('broker-requests-empty').or(request)).toBeVisible()

  // The answer reaches the customer's page without a reload; they accept it.
  const answer = quote.getByTestId('quote-answer').first()
  await expect(answer).toBeVisible({ timeout: 20_000 })
  await expect(answer.getByTestId('answer-premium')).toContainText('KSh 2,100')
  await expect(answer).toContainText(planName)
  await answer.getByRole('button', { name: 'Accept' }).click()
  await customer
    .getByRole('alertdialog', { name: 'Accept this quote?' })
    .getByRole('button', { name: /Accept/ })
    .click()
  await expect(quote).toHaveAttribute('data-status', 'accepted')
  await customer.goto('/activity')
  const item = customer.locator('[data-kind="insurance_quote"]').first()
  await expect(item.getByTestId('activity-status')).toHaveText('Accepted')
  await broker.page.context().close()
})
