import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { amoxicillin, facility, medication, outOfStock, provider } from '../test/fixtures'
import { callsTo, json, renderRoute, stubApi } from '../test/render'
import { MedicalPage } from './medical-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const cardiology = { id: '11111111-1111-4111-8111-111111111111', name: 'Cardiology' }
const dentistry = { id: '22222222-2222-4222-8222-222222222222', name: 'Dentistry' }

function api({
  providers = [provider()],
  medications = [medication(), amoxicillin, outOfStock],
  facilities = [facility()],
} = {}) {
  return (url: string) => {
    if (url === '/api/medical/specializations') return json({ items: [cardiology, dentistry] })
    if (url.startsWith('/api/medical/providers?')) return json({ items: providers, next_cursor: null })
    if (url.startsWith('/api/medical/facilities')) return json({ items: facilities })
    if (url.startsWith('/api/medical/medications?')) return json({ items: medications, next_cursor: null })
    return undefined
  }
}

/** The query strings a list was asked with, in order. */
const queries = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  callsTo(fetchMock, 'GET', path).map(([url]) => url.slice(path.length))

beforeEach(() => vi.mocked(toast.success).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('the medical page (/medical)', () => {
  it('has a heading, an intro and three ARIA tabs; the chosen tab lives in the URL', async () => {
    const fetchMock = stubApi(api())
    const { router } = renderRoute(<MedicalPage />, { path: '/medical' })
    expect(screen.getByRole('heading', { level: 1, name: 'Medical' })).toBeInTheDocument()
    const tablist = screen.getByRole('tablist', { name: 'Medical sections' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Healthcare Providers',
      'Medical Facilities',
      'Medications',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Healthcare Providers' })).toBeInTheDocument()
    await screen.findByTestId('provider-card')

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Medical Facilities' }))
    expect(router.state.location.search).toBe('?tab=facilities')
    const card = await screen.findByTestId('facility-card')
    expect(card).toHaveTextContent('Nairobi Hospital')
    expect(card).toHaveTextContent('Hospital')
    expect(card).toHaveTextContent('Argwings Kodhek Road, Nairobi')
    expect(within(card).getByRole('link', { name: /Call Nairobi Hospital/ })).toHaveAttribute(
      'href',
      'tel:+254202845000',
    )
    // Arrow keys move between the tabs (WAI-ARIA tabs).
    await user.keyboard('{ArrowRight}')
    expect(router.state.location.search).toBe('?tab=medications')
    expect(screen.getByRole('tab', { name: 'Medications' })).toHaveFocus()
    await screen.findAllByTestId('medication-card')
    expect(queries(fetchMock, '/api/medical/medications')).toEqual(['?limit=24'])
  })

  it('opens on the tab and search in the URL, and writes the typed search back to the URL, asking once the typing pauses', async () => {
    const fetchMock = stubApi(api())
    const { router } = renderRoute(<MedicalPage />, {
      path: '/medical',
      initial: '/medical?tab=medications&search=para',
    })
    await screen.findAllByTestId('medication-card')
    const box = screen.getByRole('searchbox', { name: 'Search medical' })
    expect(box).toHaveValue('para')
    expect(screen.getByRole('tab', { name: 'Medications' })).toHaveAttribute('aria-selected', 'true')
    expect(queries(fetchMock, '/api/medical/medications')[0]).toBe('?search=para&limit=24')

    const user = userEvent.setup()
    await user.clear(box)
    await user.type(box, 'amox')
    expect(router.state.location.search).toBe('?tab=medications&search=amox')
    await waitFor(() =>
      expect(queries(fetchMock, '/api/medical/medications').at(-1)).toBe('?search=amox&limit=24'),
    )
    expect(queries(fetchMock, '/api/medical/medications').filter((q) => q.includes('search=am'))).toEqual([
      '?search=amox&limit=24',
    ])
    // The same search serves the other tabs.
    await user.click(screen.getByRole('tab', { name: 'Healthcare Providers' }))
    expect(router.state.location.search).toBe('?search=amox')
    await waitFor(() =>
      expect(queries(fetchMock, '/api/medical/providers')).toContain('?search=amox&limit=24'),
    )
  })

  it('offers All Specializations first on the providers tab, and puts the chosen one in the URL and the query', async () => {
    const fetchMock = stubApi(api())
    const { router } = renderRoute(<MedicalPage />, { path: '/medical' })
    const select = screen.getByLabelText('Specialization')
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Specializations', 'Cardiology', 'Dentistry']),
    )
    await userEvent.selectOptions(select, 'Dentistry')
    expect(router.state.location.search).toBe(`?specialization=${dentistry.id}`)
    await waitFor(() =>
      expect(queries(fetchMock, '/api/medical/providers').at(-1)).toBe(
        `?specialization_id=${dentistry.id}&limit=24`,
      ),
    )
    // Not on the other tabs.
    await userEvent.click(screen.getByRole('tab', { name: 'Medications' }))
    expect(screen.queryByLabelText('Specialization')).not.toBeInTheDocument()
  })

  it('shows a provider card: name, type, specialization, facility, rating, experience, fee, days, Call and Book Appointment', async () => {
    stubApi(
      api({
        providers: [
          provider(),
          provider({
            id: 'prov-2',
            full_name: 'Peter Mwangi',
            provider_type: 'physiotherapist',
            specialization: null,
            facility: null,
            rating: null,
            review_count: 0,
            consultation_fee_cents: null,
            phone: null,
            years_experience: 1,
            working_days: [1, 3, 5],
            first_slot: '10:00',
            last_slot: '14:00',
          }),
        ],
      }),
    )
    renderRoute(<MedicalPage />, { path: '/medical' })
    const [first, second] = await screen.findAllByTestId('provider-card')
    expect(first).toHaveTextContent('Dr. Achieng Otieno')
    expect(first).toHaveTextContent('AO')
    expect(first).toHaveTextContent('Doctor')
    expect(first).toHaveTextContent('Cardiology')
    expect(first).toHaveTextContent('Nairobi Hospital')
    expect(within(first!).getByTestId('provider-rating')).toHaveTextContent('4.5 (12 reviews)')
    expect(first).toHaveTextContent('12 years of experience')
    expect(within(first!).getByTestId('provider-fee')).toHaveTextContent('Consultation fee: KSh 2,500')
    expect(within(first!).getByTestId('provider-hours')).toHaveTextContent('Mon - Fri, 09:00 - 17:00')
    expect(within(first!).getByRole('link', { name: 'Call Dr. Achieng Otieno' })).toHaveAttribute(
      'href',
      'tel:+254711000111',
    )
    expect(
      within(first!).getByRole('button', { name: 'Book Appointment with Dr. Achieng Otieno' }),
    ).toBeInTheDocument()

    expect(second).toHaveTextContent('Physiotherapist')
    expect(within(second!).getByTestId('provider-rating')).toHaveTextContent('New')
    expect(second).toHaveTextContent('1 year of experience')
    expect(within(second!).getByTestId('provider-fee')).toHaveTextContent('Fee paid at the visit')
    expect(within(second!).getByTestId('provider-hours')).toHaveTextContent('Mon, Wed, Fri, 10:00 - 14:00')
    expect(within(second!).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument()
  })

  it('shows medications with price, stock and the Prescription required badge; zero stock is a disabled Out of Stock', async () => {
    stubApi(api())
    renderRoute(<MedicalPage />, { path: '/medical', initial: '/medical?tab=medications' })
    const cards = await screen.findAllByTestId('medication-card')
    const [paracetamol, amox, cetirizine] = cards
    expect(paracetamol).toHaveTextContent('Paracetamol 500mg')
    expect(paracetamol).toHaveTextContent('Pain Relief')
    expect(within(paracetamol!).getByTestId('medication-price')).toHaveTextContent('KSh 150')
    expect(within(paracetamol!).getByTestId('medication-stock')).toHaveTextContent('In stock: 40')
    expect(within(paracetamol!).queryByTestId('prescription-badge')).not.toBeInTheDocument()
    expect(within(amox!).getByTestId('prescription-badge')).toHaveTextContent('Prescription required')
    const out = within(cetirizine!).getByRole('button', { name: 'Out of Stock' })
    expect(out).toBeDisabled()
    expect(within(cetirizine!).queryByRole('button', { name: /Add/ })).not.toBeInTheDocument()
    expect(
      within(paracetamol!).getByRole('button', { name: 'Add Paracetamol 500mg to basket' }),
    ).toBeEnabled()
  })

  it('adds to the basket up to the stock, totals it and checks out to /medical/checkout', async () => {
    stubApi(api())
    const { router } = renderRoute(<MedicalPage />, { path: '/medical', initial: '/medical?tab=medications' })
    const user = userEvent.setup()
    const add = await screen.findByRole('button', { name: 'Add Amoxicillin 500mg to basket' })
    await user.click(add)
    await user.click(add)
    await user.click(add)
    // Three in stock: the fourth cannot be added.
    expect(add).toBeDisabled()
    const basket = screen.getByTestId('medicine-basket')
    expect(within(basket).getByTestId('basket-quantity')).toHaveTextContent('3')
    expect(within(basket).getByRole('button', { name: 'One more Amoxicillin 500mg' })).toBeDisabled()
    expect(within(basket).getByTestId('basket-total')).toHaveTextContent('KSh 1,350')
    expect(within(basket).getByTestId('basket-pharmacy')).toHaveTextContent('From Goodlife Pharmacy')
    expect(basket).toHaveTextContent('Includes prescription-only medicines')
    await user.click(within(basket).getByRole('button', { name: 'One less Amoxicillin 500mg' }))
    expect(within(basket).getByTestId('basket-total')).toHaveTextContent('KSh 900')
    await user.click(within(basket).getByRole('link', { name: 'Checkout' }))
    expect(router.state.location.pathname).toBe('/medical/checkout')
  })

  it('asks before starting a new basket when a medicine comes from another pharmacy', async () => {
    stubApi(
      api({
        medications: [
          medication(),
          medication({
            id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
            name: 'Ibuprofen 400mg',
            pharmacy: { id: 'pharm-b', name: 'Haltons Pharmacy' },
          }),
        ],
      }),
    )
    renderRoute(<MedicalPage />, { path: '/medical', initial: '/medical?tab=medications' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add Paracetamol 500mg to basket' }))
    await user.click(screen.getByRole('button', { name: 'Add Ibuprofen 400mg to basket' }))
    const question = await screen.findByRole('alertdialog', { name: 'Start a new basket?' })
    expect(question).toHaveTextContent('Your basket holds medicines from Goodlife Pharmacy.')
    await user.click(within(question).getByRole('button', { name: 'Keep my basket' }))
    let lines = screen.getAllByTestId('basket-line')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toHaveTextContent('Paracetamol 500mg')

    await user.click(screen.getByRole('button', { name: 'Add Ibuprofen 400mg to basket' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start new basket' }),
    )
    lines = screen.getAllByTestId('basket-line')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toHaveTextContent('Ibuprofen 400mg')
    expect(screen.getByTestId('basket-pharmacy')).toHaveTextContent('From Haltons Pharmacy')
  })

  it('sends a signed-out visitor to /auth from Book Appointment, to come back with the dialog', async () => {
    stubApi(api(), { signedOut: true })
    const { router } = renderRoute(<MedicalPage />, { path: '/medical', initial: '/medical?search=card' })
    const book = await screen.findByRole('button', { name: 'Book Appointment with Dr. Achieng Otieno' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My Appointments' })).toBeNull())
    await userEvent.click(book)
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(screen.getByTestId('auth')).toHaveTextContent(
      '/medical?search=card&book=prov-1 | Please sign in to book an appointment.',
    )
  })

  it('says so when nothing matches, and Clear All Filters empties the search', async () => {
    stubApi(api({ providers: [] }))
    const { router } = renderRoute(<MedicalPage />, {
      path: '/medical',
      initial: `/medical?search=zzz&specialization=${cardiology.id}`,
    })
    const empty = await screen.findByTestId('providers-empty')
    expect(empty).toHaveTextContent('No Providers Found')
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear All Filters' }))
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('searchbox', { name: 'Search medical' })).toHaveValue('')
  })
})
