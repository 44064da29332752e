import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { medicalDashboardQueryKey } from '@/lib/booking-query-keys'
import type {
  MedicalDashboard,
  OwnMedication,
  ProviderAppointment,
  QueuedPrescription,
} from '../api/medical-dashboard-types'
import { appointment, dashboard, medication, pharmacyDashboard, prescription } from '../test/fixtures'
import { MedicalDashboardPage } from './medical-dashboard-page'

// The sections load their code when opened; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 })

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const api = '/api/medical-dashboard'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status)

let answer: MedicalDashboard
let notProvider = false
let appointmentsByDay: Record<string, ProviderAppointment[]> = {}
let prescriptions: QueuedPrescription[] = []
let medications: OwnMedication[] = []
let refuse: Response | undefined
let sent: { method: string; url: string; body: unknown }[] = []
let asked: string[] = []

function stubApi() {
  sent = []
  asked = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    if (method === 'GET') asked.push(url)
    else sent.push({ method, url, body })
    if (notProvider && url.startsWith(api))
      return refusal(
        403,
        'medical.not_medical_provider',
        'Only approved medical providers can use the medical dashboard.',
      )
    if (method !== 'GET' && refuse) return refuse
    if (url === api) return json(answer)
    const { pathname, searchParams } = new URL(url, 'http://soko.test')
    if (pathname === `${api}/appointments`) {
      const date = searchParams.get('date') ?? ''
      return json({ date, items: appointmentsByDay[date] ?? [] })
    }
    const mark = /^\/api\/medical-dashboard\/appointments\/([^/]+)\/(attended|no-show)$/.exec(pathname)
    if (mark) {
      let marked: ProviderAppointment | undefined
      for (const [day, items] of Object.entries(appointmentsByDay))
        appointmentsByDay[day] = items.map((one) => {
          if (one.id !== mark[1]) return one
          marked = { ...one, status: mark[2] === 'attended' ? 'attended' : 'no_show', can_mark: false }
          return marked
        })
      return json(marked)
    }
    if (pathname === `${api}/hours` && method === 'PUT') {
      const hours = body as { working_days: number[]; first_slot: '09:00'; last_slot: '09:00' }
      answer = { ...answer, provider: { ...answer.provider, ...hours } }
      return json(answer.provider)
    }
    if (pathname === `${api}/prescriptions`) {
      const status = searchParams.get('status') ?? 'pending'
      return json({ items: prescriptions.filter((one) => one.status === status) })
    }
    const review = /^\/api\/medical-dashboard\/prescriptions\/([^/]+)\/(approve|reject)$/.exec(pathname)
    if (review) {
      prescriptions = prescriptions.map((one) =>
        one.id === review[1]
          ? {
              ...one,
              status: review[2] === 'approve' ? 'approved' : 'rejected',
              rejection_reason: (body as { reason?: string }).reason ?? null,
            }
          : one,
      )
      return json(prescriptions.find((one) => one.id === review[1]))
    }
    if (pathname === `${api}/medications` && method === 'GET') return json({ items: medications })
    if (pathname === `${api}/medications` && method === 'POST') {
      const created = medication({ ...(body as Partial<OwnMedication>), id: 'med-new' })
      medications = [...medications, created]
      return json(created, 201)
    }
    const patch = /^\/api\/medical-dashboard\/medications\/([^/]+)$/.exec(pathname)
    if (patch && method === 'PATCH') {
      medications = medications.map((one) =>
        one.id === patch[1] ? { ...one, ...(body as Partial<OwnMedication>) } : one,
      )
      return json(medications.find((one) => one.id === patch[1]))
    }
    return refusal(404, 'not_found', 'Not found')
  })
}

function renderPage(path = '/medical-dashboard') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/medical-dashboard', element: <MedicalDashboardPage /> },
      { path: '/service-hub', element: <p>Service Hub</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), client, router }
}

const cardOf = async (testId: string, text: string) =>
  (await screen.findAllByTestId(testId)).find((card) => card.textContent?.includes(text))!

beforeEach(() => {
  // Wednesday 10 June 2026, 10:30 in Nairobi.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-10T07:30:00Z'))
  vi.clearAllMocks()
  answer = dashboard()
  notProvider = false
  refuse = undefined
  appointmentsByDay = {
    '2026-06-10': [
      appointment(),
      appointment({
        id: 'appt-2',
        slot: '11:00',
        starts_at: '2026-06-10T08:00:00.000Z',
        reason: null,
        patient: { name: 'Brian Kiprop', phone: null, email: null },
        can_mark: false,
      }),
      appointment({
        id: 'appt-3',
        slot: '10:00',
        starts_at: '2026-06-10T07:00:00.000Z',
        status: 'attended',
        can_mark: false,
        patient: { name: 'Mercy Achieng', phone: '0733 444 555', email: null },
      }),
    ],
    '2026-06-11': [
      appointment({
        id: 'appt-4',
        date: '2026-06-11',
        slot: '14:00',
        can_mark: false,
        patient: { name: 'Juma Hassan', phone: null, email: null },
      }),
    ],
  }
  prescriptions = [
    prescription(),
    prescription({
      id: 'rx-2',
      order_reference: 'SK-77B1D0',
      medicines: ['Metformin 500mg'],
      patient: { name: 'Akinyi Odhiambo', phone: null },
    }),
    prescription({
      id: 'rx-3',
      order_reference: 'SK-0A0A0A',
      status: 'rejected',
      rejection_reason: 'Expired prescription',
    }),
  ]
  medications = [
    medication(),
    medication({
      id: 'med-2',
      name: 'Paracetamol 500mg',
      category: 'Pain Relief',
      price_cents: 15_050,
      stock_quantity: 0,
      requires_prescription: false,
    }),
  ]
  stubApi()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('MedicalDashboardPage (/medical-dashboard)', { timeout: 30_000 }, () => {
  it('on 403 medical.not_medical_provider shows the access notice with the way to the Service Hub', async () => {
    notProvider = true
    renderPage()
    expect(
      await screen.findByRole('heading', { name: 'Approved medical providers only' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Service Hub' })).toHaveAttribute(
      'href',
      '/service-hub',
    )
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('on another failure shows the error with a retry that asks again', async () => {
    // The dashboard query tries once more by itself before the error shows.
    let failures = 2
    const stubbed = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === api && failures-- > 0) return json({ error: { code: 'x', message: 'x' } }, 500)
      return stubbed(input, init)
    })
    const { user } = renderPage()
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your dashboard. Please try again.')
    await user.click(retry)
    expect(await screen.findByTestId('medical-stats')).toBeInTheDocument()
  })

  it("shows the provider's name, type and specialization and the figures; a doctor has no pharmacy sections", async () => {
    renderPage('/medical-dashboard?tab=prescriptions')
    const header = await screen.findByTestId('medical-provider')
    expect(header).toHaveTextContent('Dr. Amina Wanjiru')
    expect(header).toHaveTextContent('Doctor · Cardiology')
    const stats = screen.getByTestId('medical-stats')
    expect(within(stats).getByRole('group', { name: "Today's appointments" })).toHaveTextContent('3')
    expect(within(stats).getByRole('group', { name: 'Upcoming appointments' })).toHaveTextContent('7')
    expect(within(stats).queryByRole('group', { name: 'Prescriptions to review' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Appointments',
      'Working hours',
    ])
    // ?tab=prescriptions is not a doctor's: the appointments show.
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true')
  })

  it("lists today's appointments by slot with the patient's phone, and Mark attended / No-show only when can_mark", async () => {
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { name: 'Today, Wed, 10 Jun 2026' })).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveValue('2026-06-10')
    expect(asked).toContain(`${api}/appointments?date=2026-06-10`)
    const cards = await screen.findAllByTestId('medical-appointment')
    expect(cards.map((card) => within(card).getByTestId('appointment-slot').textContent)).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ])
    const first = cards[0]!
    expect(first).toHaveTextContent('Wanjiku Kamau')
    expect(first).toHaveTextContent('Chest pain when climbing stairs')
    expect(within(first).getByRole('link', { name: /712 000 111/ })).toHaveAttribute(
      'href',
      'tel:+254712000111',
    )
    expect(within(first).getByTestId('appointment-status')).toHaveTextContent('Booked')
    expect(within(cards[1]!).getByTestId('appointment-status')).toHaveTextContent('Attended')
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument()
    // Booked but not begun yet: nothing to mark.
    expect(within(cards[2]!).getByTestId('appointment-status')).toHaveTextContent('Booked')
    expect(within(cards[2]!).queryByRole('button')).not.toBeInTheDocument()
    expect(cards[2]).toHaveTextContent('Not given')

    await user.click(within(first).getByRole('button', { name: 'Mark attended: Wanjiku Kamau at 09:00' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Marked as attended. The patient can now rate the visit.'),
    )
    expect(sent).toEqual([{ method: 'POST', url: `${api}/appointments/appt-1/attended`, body: {} }])
    await waitFor(async () =>
      expect(
        within(await cardOf('medical-appointment', 'Wanjiku Kamau')).getByTestId('appointment-status'),
      ).toHaveTextContent('Attended'),
    )
    expect(
      within(await cardOf('medical-appointment', 'Wanjiku Kamau')).queryByRole('button'),
    ).not.toBeInTheDocument()
  })

  it("shows the server's message when a mark is refused", async () => {
    const { user } = renderPage()
    refuse = refusal(409, 'medical.not_started', 'The appointment has not started yet.')
    await user.click(await screen.findByRole('button', { name: 'No-show: Wanjiku Kamau at 09:00' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The appointment has not started yet.'))
    expect(sent.at(-1)?.url).toBe(`${api}/appointments/appt-1/no-show`)
  })

  it('moves to the next day and back to today, the day in the address', async () => {
    const { user, router } = renderPage()
    await screen.findAllByTestId('medical-appointment')
    await user.click(screen.getByRole('button', { name: 'Next day' }))
    expect(await screen.findByText('Juma Hassan')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Thu, 11 Jun 2026' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?date=2026-06-11')
    await user.click(screen.getByRole('button', { name: 'Next day' }))
    expect(await screen.findByText('No appointments on this day')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(await screen.findByText('Wanjiku Kamau')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('checks the working hours before saving, then sends them with the fee in cents', async () => {
    const { user } = renderPage('/medical-dashboard?tab=hours')
    const form = await screen.findByTestId('medical-hours-form')
    expect(within(form).getByLabelText('Monday')).toBeChecked()
    expect(within(form).getByLabelText('Saturday')).not.toBeChecked()
    expect(within(form).getByLabelText('First slot')).toHaveValue('09:00')
    expect(within(form).getByLabelText('Last slot')).toHaveValue('16:00')
    expect(within(form).getByLabelText('Consultation fee (KSh)')).toHaveValue('2500')

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(form).getByLabelText(day))
    await user.selectOptions(within(form).getByLabelText('First slot'), '15:00')
    await user.selectOptions(within(form).getByLabelText('Last slot'), '10:00')
    await user.clear(within(form).getByLabelText('Consultation fee (KSh)'))
    await user.type(within(form).getByLabelText('Consultation fee (KSh)'), '25.50')
    await user.click(within(form).getByRole('button', { name: 'Save working hours' }))
    const hoursMessage = 'Choose at least one working day, and a first slot no later than the last one.'
    expect(within(form).getByRole('alert')).toHaveTextContent(hoursMessage)
    expect(within(form).getAllByText(hoursMessage)).toHaveLength(2)
    expect(within(form).getByLabelText('Last slot')).toHaveAttribute('aria-invalid', 'true')
    expect(
      within(form).getByText('Enter the fee in whole shillings, up to KSh 100,000, or leave it empty.'),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Monday')).toHaveFocus()
    expect(sent).toEqual([])

    await user.click(within(form).getByLabelText('Saturday'))
    await user.click(within(form).getByLabelText('Tuesday'))
    await user.selectOptions(within(form).getByLabelText('Last slot'), '17:00')
    expect(within(form).queryByText(hoursMessage)).not.toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Consultation fee (KSh)'))
    await user.type(within(form).getByLabelText('Consultation fee (KSh)'), '3000')
    await user.click(within(form).getByRole('button', { name: 'Save working hours' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working hours saved'))
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `${api}/hours`,
        body: {
          working_days: [2, 6],
          first_slot: '15:00',
          last_slot: '17:00',
          consultation_fee_cents: 300_000,
        },
      },
    ])
  })

  it("shows the server's message under the field it names when the hours are refused", async () => {
    const { user } = renderPage('/medical-dashboard?tab=hours')
    const form = await screen.findByTestId('medical-hours-form')
    refuse = json(
      {
        error: {
          code: 'validation_error',
          message: 'Please check the highlighted fields.',
          fields: {
            last_slot: 'Choose at least one working day, and a first slot no later than the last one.',
          },
        },
      },
      400,
    )
    await user.clear(within(form).getByLabelText('Consultation fee (KSh)'))
    await user.click(within(form).getByRole('button', { name: 'Save working hours' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please check the highlighted fields.'))
    expect(sent[0]?.body).toMatchObject({ consultation_fee_cents: null })
    expect(within(form).getByLabelText('Last slot')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a pharmacy its prescription queue: approve one, reject another with a reason', async () => {
    answer = pharmacyDashboard()
    const { user } = renderPage('/medical-dashboard?tab=prescriptions')
    expect(await screen.findByRole('tab', { name: 'Prescriptions (2 pending)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(
      within(screen.getByTestId('medical-stats')).getByRole('group', { name: 'Prescriptions to review' }),
    ).toHaveTextContent('2')
    const first = await cardOf('medical-prescription', 'SK-4F2A9C')
    expect(first).toHaveTextContent('Order SK-4F2A9C')
    expect(first).toHaveTextContent('Otieno Ouma')
    expect(within(first).getByRole('link', { name: /0722 333 444/ })).toHaveAttribute(
      'href',
      'tel:0722333444',
    )
    expect(within(first).getByTestId('prescription-medicines')).toHaveTextContent(
      'Amoxicillin 500mgAugmentin 625mg',
    )
    expect(first).toHaveTextContent('Uploaded 10 Jun 2026, 09:15')
    expect(within(first).getByRole('link', { name: 'View prescription of order SK-4F2A9C' })).toHaveAttribute(
      'href',
      '/api/medical/prescriptions/rx-1/file',
    )
    expect(screen.getAllByTestId('medical-prescription')).toHaveLength(2)

    await user.click(
      within(first).getByRole('button', { name: 'Approve the prescription of order SK-4F2A9C' }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Prescription approved. The customer can now pay.'),
    )
    expect(sent).toEqual([{ method: 'POST', url: `${api}/prescriptions/rx-1/approve`, body: {} }])
    await waitFor(() => expect(screen.getAllByTestId('medical-prescription')).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Reject the prescription of order SK-77B1D0' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this prescription?' })
    await user.type(within(dialog).getByLabelText('Reason'), ' no')
    await user.click(within(dialog).getByRole('button', { name: 'Reject prescription' }))
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus()
    expect(sent).toHaveLength(1)
    await user.clear(within(dialog).getByLabelText('Reason'))
    await user.type(within(dialog).getByLabelText('Reason'), '  The doctor did not sign it. ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject prescription' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Prescription rejected. The customer has been told why.'),
    )
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: `${api}/prescriptions/rx-2/reject`,
      body: { reason: 'The doctor did not sign it.' },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('No prescriptions waiting for review')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected')
    const rejected = await cardOf('medical-prescription', 'SK-77B1D0')
    expect(rejected).toHaveTextContent('The doctor did not sign it.')
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument()
  })

  it("shows the server's refusal of a review", async () => {
    answer = pharmacyDashboard()
    const { user } = renderPage('/medical-dashboard?tab=prescriptions')
    refuse = refusal(409, 'medical.prescription_not_pending', 'This prescription is not waiting for review.')
    await user.click(
      await screen.findByRole('button', { name: 'Approve the prescription of order SK-4F2A9C' }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This prescription is not waiting for review.'),
    )
  })

  it('a new upload arrives live: the live key refreshes the queue', async () => {
    answer = pharmacyDashboard()
    const { client } = renderPage('/medical-dashboard?tab=prescriptions')
    await screen.findAllByTestId('medical-prescription')
    prescriptions = [
      ...prescriptions,
      prescription({
        id: 'rx-4',
        order_reference: 'SK-NEW001',
        patient: { name: 'Halima Abdi', phone: null },
      }),
    ]
    await client.invalidateQueries({ queryKey: medicalDashboardQueryKey })
    expect(await screen.findByText('Halima Abdi')).toBeInTheDocument()
  })

  it('lists the pharmacy medications and adds one after checking its fields, the price sent in cents', async () => {
    answer = pharmacyDashboard()
    const { user } = renderPage('/medical-dashboard?tab=medications')
    const amox = await cardOf('own-medication', 'Amoxicillin 500mg')
    expect(amox).toHaveTextContent('Antibiotics')
    expect(within(amox).getByTestId('medication-figures')).toHaveTextContent('KSh 450')
    expect(within(amox).getByTestId('medication-figures')).toHaveTextContent('30')
    expect(within(amox).getByRole('switch', { name: 'Prescription only: Amoxicillin 500mg' })).toBeChecked()
    const para = await cardOf('own-medication', 'Paracetamol 500mg')
    expect(within(para).getByTestId('medication-figures')).toHaveTextContent('KSh 150.50')
    expect(within(para).getByTestId('medication-figures')).toHaveTextContent('Out of Stock')

    await user.click(screen.getByRole('button', { name: 'Add medication' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add medication' })
    await user.type(within(dialog).getByLabelText('Price (KSh)'), '0.5')
    await user.click(within(dialog).getByRole('button', { name: 'Add medication' }))
    expect(await within(dialog).findByText('Enter a name of 2 to 120 characters.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a price from KSh 1 to KSh 100,000.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a whole number from 0 to 100,000.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveFocus()
    expect(sent).toEqual([])

    await user.type(within(dialog).getByLabelText('Name'), 'Coartem 80/480')
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Malaria')
    await user.clear(within(dialog).getByLabelText('Price (KSh)'))
    await user.type(within(dialog).getByLabelText('Price (KSh)'), '1250.50')
    await user.type(within(dialog).getByLabelText('Stock quantity'), '40')
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Six tablets a pack.')
    await user.click(within(dialog).getByLabelText('Prescription only'))
    await user.click(within(dialog).getByRole('button', { name: 'Add medication' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Medication added'))
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `${api}/medications`,
        body: {
          name: 'Coartem 80/480',
          category: 'Malaria',
          description: 'Six tablets a pack.',
          price_cents: 125_050,
          stock_quantity: 40,
          requires_prescription: true,
          is_active: true,
        },
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await cardOf('own-medication', 'Coartem 80/480')).toHaveTextContent('KSh 1,250.50')
  })

  it('hides a medication with its Active switch and edits one with its values filled in', async () => {
    answer = pharmacyDashboard()
    const { user } = renderPage('/medical-dashboard?tab=medications')
    await user.click(await screen.findByRole('switch', { name: 'Active: Paracetamol 500mg' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Paracetamol 500mg is hidden from customers'),
    )
    expect(sent).toEqual([{ method: 'PATCH', url: `${api}/medications/med-2`, body: { is_active: false } }])
    await waitFor(async () =>
      expect(await cardOf('own-medication', 'Paracetamol 500mg')).toHaveTextContent('Hidden'),
    )

    await user.click(screen.getByRole('button', { name: 'Edit Amoxicillin 500mg' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit medication' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Amoxicillin 500mg')
    expect(within(dialog).getByLabelText('Price (KSh)')).toHaveValue('450')
    expect(within(dialog).getByLabelText('Prescription only')).toBeChecked()
    await user.clear(within(dialog).getByLabelText('Stock quantity'))
    await user.type(within(dialog).getByLabelText('Stock quantity'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Medication saved'))
    expect(sent.at(-1)).toMatchObject({
      method: 'PATCH',
      url: `${api}/medications/med-1`,
      body: { stock_quantity: 12, price_cents: 45_000, category: 'Antibiotics' },
    })
  })
})
