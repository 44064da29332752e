import { expect, test } from '@playwright/test'
import { newUser, signUpWithApi, toast } from './helpers/accounts'
import { newApprovedProvider, tomorrowInNairobi } from './helpers/listings'
import { originHeaders, pageWithState, tinyPng } from './helpers/providers'
import { adminSession } from './helpers/rides'
import { expectNoSeriousA11yViolations, withLiveChannel } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 16, spec 001 "Real estate" (section 9: prices in millions), docs/real-estate-api.md: a customer on a phone
// searches, opens a property and requests a viewing; the agent confirms it in a second browser and the customer's
// page follows live. An agent lists a property with a picture and publishes it; the admin features it and verifies
// an agent with the live notice.

const phone = { width: 360, height: 740 }

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a customer finds a property, requests a viewing, the agent confirms it in another browser and the customer sees it live', async ({
  page: customer,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const agent = await newApprovedProvider(browser, playwright, baseURL!, 'real_estate_agent')
  const title = `Kilimani 2 Bedroom Apartment ${Date.now().toString(36)}`
  const created = await agent.page.request.post('/api/real-estate-dashboard/listings', {
    headers: originHeaders(),
    data: {
      title,
      description:
        'A bright two-bedroom apartment off Argwings Kodhek Road, with a borehole and a backup generator.',
      listing_type: 'rent',
      property_type: 'apartment',
      price: 85_000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqm: 110,
      location_address: 'Argwings Kodhek Road, Kilimani',
      county: 'Nairobi',
      city: 'Nairobi',
      latitude: -1.2921,
      longitude: 36.7856,
      amenities: ['Parking', 'Borehole', 'Backup generator'],
      features: ['Open-plan kitchen'],
      contact_phone: '+254712345678',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const listing = (await created.json()) as { id: string }
  const published = await agent.page.request.post(
    `/api/real-estate-dashboard/listings/${listing.id}/status`,
    {
      headers: originHeaders(),
      data: { status: 'available' },
    },
  )
  expect(published.status(), await published.text()).toBe(200)

  // The customer, on a phone, searches and opens the listing.
  await customer.setViewportSize(phone)
  const user = await signUpWithApi(customer.request, newUser('tenant'))
  await customer.goto('/real-estate')
  await expect(customer.getByRole('heading', { name: 'Real Estate', level: 1 })).toBeVisible()
  await customer.getByRole('searchbox', { name: 'Search properties' }).fill(title)
  await expect(customer).toHaveURL(/search=/)
  // The search's own answer: only this listing (the newest one is also on the unfiltered first page).
  await expect(customer.getByTestId('property-card')).toHaveCount(1, { timeout: 15_000 })
  const card = customer.getByTestId('property-card').filter({ hasText: title })
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('property-price')).toHaveText(/KSh 85,000\/month$/)
  await expectNoSeriousA11yViolations(customer)
  await card.getByRole('link', { name: /View Details/ }).click()

  await expect(customer).toHaveURL(new RegExp(`/property/${listing.id}$`))
  await expect(customer.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(customer.getByText('Borehole').first()).toBeVisible()
  await expect(customer.getByRole('link', { name: /Call/ }).first()).toHaveAttribute('href', /^tel:/)
  await expectNoSeriousA11yViolations(customer)

  await customer.getByRole('button', { name: 'Request a Viewing' }).first().click()
  const dialog = customer.getByRole('dialog', { name: 'Request a Viewing' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Date').fill(tomorrowInNairobi())
  // The slots are radios drawn as buttons: a tap lands on the label.
  await dialog.getByText('11:00', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: /^11:00/ })).toBeChecked()
  await dialog.getByLabel('Message (optional)').fill('I would like to see the parking too.')
  await expectNoSeriousA11yViolations(customer)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(toast(customer, 'Viewing requested! The agent will confirm the time.')).toBeVisible()
  const status = customer.getByTestId('viewing-mine-status')
  await expect(status).toHaveText('Awaiting confirmation')
  await customer.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'unchanged'
  })

  // The agent confirms in a browser of their own.
  await agent.page.goto('/real-estate-dashboard')
  await expect(agent.page.getByRole('heading', { name: 'Real Estate Dashboard', level: 1 })).toBeVisible()
  await agent.page.getByRole('tab', { name: /Viewing requests/ }).click()
  const request = agent.page.getByTestId('agent-viewing').filter({ hasText: user.name })
  await expect(request).toBeVisible({ timeout: 15_000 })
  await expect(request).toContainText('I would like to see the parking too.')
  await expectNoSeriousA11yViolations(agent.page)
  await request.getByRole('button', { name: `Confirm the viewing for ${user.name}` }).click()
  await expect(request.getByTestId('viewing-status')).toHaveText('Confirmed')

  // The customer's page follows without a reload, and My activity lists the viewing.
  await expect(status).toHaveText('Confirmed', { timeout: 20_000 })
  expect(await customer.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
    'unchanged',
  )
  await customer.goto('/activity')
  const item = customer.locator('[data-kind="property_viewing"]').filter({ hasText: title })
  await expect(item.getByTestId('activity-status')).toHaveText('Confirmed')
  await agent.page.context().close()
})

test('an agent lists a property with a picture and publishes it; the admin features it and verifies an agent live', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const agent = await newApprovedProvider(browser, playwright, baseURL!, 'real_estate_agent')
  const page = agent.page
  const title = `Karen Villa with Garden ${Date.now().toString(36)}`
  await page.goto('/real-estate-dashboard')
  await expect(page.getByRole('heading', { name: 'Real Estate Dashboard', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add listing' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add listing' })
  await form.getByLabel('Title').fill(title)
  await form
    .getByLabel('Description')
    .fill('Five bedrooms on half an acre in Karen, with a garden and a borehole.')
  await form.getByLabel('Rent or sale').selectOption('sale')
  await form.getByLabel('Property type').selectOption('villa')
  await form.getByLabel('Price (KSh)').fill('125000000')
  await form.getByLabel('Bedrooms').fill('5')
  await form.getByLabel('Bathrooms').fill('5')
  await form.getByLabel('Address').fill('Karen Road, Karen')
  await form.getByLabel('County').selectOption('Nairobi')
  await form.getByLabel('City or town').fill('Nairobi')
  await form.getByRole('checkbox', { name: 'Garden' }).check()
  await expectNoSeriousA11yViolations(page)
  await form
    .getByRole('button', { name: /Create|Save/ })
    .first()
    .click()
  await expect(toast(page, 'Listing created as a draft. Add its pictures, then publish it.')).toBeVisible()
  await page.getByLabel('Add pictures').setInputFiles(tinyPng)
  await expect(page.getByText('1 of 1 pictures uploaded')).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Publish: ${title}` }).click()
  await expect(toast(page, 'Listing published')).toBeVisible()

  // The admin features it: the public card shows the badge and the price in millions.
  const admin = await pageWithState(browser, await adminSession(playwright))
  // Every listing, 30 at a time (the demo has 80): "Load more" draws the next 30.
  await admin.goto('/admin/properties')
  await expect(admin.getByTestId('property-row')).toHaveCount(30)
  await expect(admin.getByText(/^Showing 30 of \d+ properties$/)).toBeVisible()
  await admin.getByRole('button', { name: 'Load more' }).click()
  await expect(admin.getByTestId('property-row')).toHaveCount(60)
  await admin.goto(`/admin/properties?search=${encodeURIComponent(title)}`)
  await expect(admin.getByRole('heading', { name: 'Property Management' })).toBeVisible()
  await admin.getByRole('button', { name: `Feature ${title}` }).click()
  await expect(toast(admin, `${title} is featured`)).toBeVisible()
  await expectNoSeriousA11yViolations(admin)
  await page.goto(`/real-estate?search=${encodeURIComponent(title)}`)
  const card = page.getByTestId('property-card').filter({ hasText: title })
  await expect(card.getByTestId('property-featured')).toBeVisible()
  await expect(card.getByTestId('property-price')).toHaveText(/KSh 125\.0M$/)
  // The uploaded picture (resized to WebP by the server) is the card's cover.
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/uploads\/properties\//)

  // An agent the admin had unverified is verified again from the Agents tab, with the live notice.
  const other = await newApprovedProvider(browser, playwright, baseURL!, 'real_estate_agent')
  const agents = (await (await admin.request.get('/api/admin/real-estate-agents')).json()) as {
    items: { id: string; full_name: string | null }[]
  }
  const record = agents.items.find((row) => row.full_name === other.user.name)!
  const unverified = await admin.request.patch(`/api/admin/real-estate-agents/${record.id}`, {
    headers: originHeaders(),
    data: { is_verified: false },
  })
  expect(unverified.status(), await unverified.text()).toBe(200)
  await withLiveChannel(admin, () => admin.goto('/admin/properties?tab=agents'))
  await admin.getByRole('button', { name: `Verify ${other.user.name}` }).click()
  await expect(toast(admin, 'Real estate agent has been verified!')).toBeVisible()
  await other.page.goto('/real-estate-dashboard')
  await expect(other.page.getByRole('button', { name: 'Add listing' }).first()).toBeVisible()
  await other.page.context().close()
  await admin.context().close()
  await page.context().close()
})
