import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { medicineBasketKey, writeMedicineBasket } from '../local-medicine-basket'
import { addMedicine, emptyMedicineBasket, type MedicineBasket } from '../medicine-basket'
import { amoxicillin, medication, medicationOrder, prescription } from '../test/fixtures'
import { apiError, callsTo, json, renderRoute, stubApi } from '../test/render'
import { MedicalCheckoutPage, type MedicalPayable } from './medical-checkout-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

function fillBasket() {
  let basket: MedicineBasket = emptyMedicineBasket
  for (const medicine of [medication(), medication(), amoxicillin]) {
    const result = addMedicine(basket, medicine)
    if (!result.ok) throw new Error(result.reason)
    basket = result.basket
  }
  writeMedicineBasket(basket)
}

function renderCheckout(initial?: { pathname: string; state: unknown }) {
  const renderPayment = vi.fn((order: MedicalPayable) => <p data-testid="payment">{order.id}</p>)
  const result = renderRoute(<MedicalCheckoutPage renderPayment={renderPayment} />, {
    path: '/medical/checkout',
    initial,
    signedIn: true,
  })
  return { ...result, renderPayment }
}

const placed = { pathname: '/medical/checkout', state: { medicalOrderId: 'order-1' } }

beforeEach(() => vi.mocked(toast.success).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('the medicine checkout (/medical/checkout)', () => {
  it('sends an empty basket back to the medications', () => {
    stubApi(() => undefined)
    renderCheckout()
    expect(screen.getByRole('alert')).toHaveTextContent('Please add medicines to your basket.')
    expect(screen.getByRole('link', { name: 'Browse Medications' })).toHaveAttribute(
      'href',
      '/medical?tab=medications',
    )
  })

  it('places the order with an Idempotency-Key, empties the basket and asks for the prescription', async () => {
    fillBasket()
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/medical/orders' && init?.method === 'POST') return json(medicationOrder(), 201)
      if (url === '/api/medical/orders/order-1') return json(medicationOrder())
      return undefined
    })
    const user = userEvent.setup()
    renderCheckout()
    const summary = screen.getByTestId('medical-checkout-summary')
    expect(summary).toHaveTextContent('Paracetamol 500mg × 2')
    expect(summary).toHaveTextContent('Amoxicillin 500mg × 1')
    expect(summary).toHaveTextContent('KSh 750')
    expect(screen.getByLabelText('Phone number')).toHaveValue('+254712345678')
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiku@example.com')

    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByText('Please enter a delivery address.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/api/medical/orders')).toEqual([])

    await user.type(screen.getByLabelText('Delivery address'), 'Kindaruma Road, Kilimani')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    const step = await screen.findByTestId('prescription-step')
    expect(step).toHaveTextContent('Upload your prescription')
    expect(step).toHaveTextContent(
      'This order contains prescription-only medicines. Please upload your prescription.',
    )
    const [call] = callsTo(fetchMock, 'POST', '/api/medical/orders')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      items: [
        { medication_id: medication().id, quantity: 2 },
        { medication_id: amoxicillin.id, quantity: 1 },
      ],
      delivery_address: 'Kindaruma Road, Kilimani',
      delivery_city: 'Nairobi',
      contact_phone: '+254712345678',
      contact_email: 'wanjiku@example.com',
    })
    expect((call?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(window.localStorage.getItem(medicineBasketKey)).toBeNull())
  })

  it("shows the server's refusal and keeps the basket", async () => {
    fillBasket()
    stubApi((url) =>
      url === '/api/medical/orders'
        ? apiError(409, 'medical.not_enough_stock', 'Only 1 of Amoxicillin 500mg left in stock.')
        : undefined,
    )
    const user = userEvent.setup()
    renderCheckout()
    await user.type(screen.getByLabelText('Delivery address'), 'Kindaruma Road, Kilimani')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByTestId('medical-checkout-error')).toHaveTextContent(
      'Only 1 of Amoxicillin 500mg left in stock.',
    )
    expect(window.localStorage.getItem(medicineBasketKey)).not.toBeNull()
  })

  it('checks the prescription file here first, uploads it as multipart, then says it waits for the pharmacist', async () => {
    let uploaded = false
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/medical/orders/order-1')
        return json(medicationOrder(uploaded ? { prescription: prescription({ status: 'pending' }) } : {}))
      if (url === '/api/medical/orders/order-1/prescription' && init?.method === 'POST') {
        uploaded = true
        return json(
          prescription({
            status: 'pending',
            file_name: 'rx.pdf',
            file_url: '/api/medical/prescriptions/rx-1/file',
          }),
          201,
        )
      }
      return undefined
    })
    const user = userEvent.setup()
    const { renderPayment } = renderCheckout(placed)
    const step = await screen.findByTestId('prescription-step')
    const input = within(step).getByLabelText('Prescription file')
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp')

    await user.click(within(step).getByRole('button', { name: 'Upload prescription' }))
    expect(within(step).getByRole('alert')).toHaveTextContent('Please choose your prescription file.')

    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 })
    await user.upload(input, big)
    expect(within(step).getByRole('alert')).toHaveTextContent('The file is too large. The limit is 5 MB.')
    await user.click(within(step).getByRole('button', { name: 'Upload prescription' }))
    expect(callsTo(fetchMock, 'POST', '/api/medical/orders/order-1/prescription')).toEqual([])

    const file = new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' })
    await user.upload(input, file)
    await user.click(within(step).getByRole('button', { name: 'Upload prescription' }))
    expect(await screen.findByTestId('awaiting-approval')).toHaveTextContent(
      'Your prescription is waiting for the pharmacist. You can pay once it has been approved.',
    )
    const [upload] = callsTo(fetchMock, 'POST', '/api/medical/orders/order-1/prescription')
    const body = upload?.[1]?.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('file')).toBe(file)
    expect(toast.success).toHaveBeenCalledWith(
      'Prescription uploaded. The pharmacist will review it shortly.',
    )
    expect(screen.getAllByRole('link', { name: 'View your order' })[0]).toHaveAttribute(
      'href',
      '/orders/order-1',
    )
    expect(renderPayment).not.toHaveBeenCalled()
  })

  it('shows the pharmacist’s reason after a rejection, with upload again', async () => {
    stubApi((url) =>
      url === '/api/medical/orders/order-1'
        ? json(
            medicationOrder({
              prescription: prescription({
                status: 'rejected',
                rejection_reason: 'The prescription has expired.',
              }),
            }),
          )
        : undefined,
    )
    renderCheckout(placed)
    const step = await screen.findByTestId('prescription-step')
    expect(step).toHaveTextContent('Your prescription was not approved. Please upload a new one.')
    expect(within(step).getByTestId('prescription-reason')).toHaveTextContent(
      'Reason: The prescription has expired.',
    )
    expect(within(step).getByRole('button', { name: 'Upload a new prescription' })).toBeInTheDocument()
  })

  it('goes straight to the payment when the order may be paid', async () => {
    stubApi((url) =>
      url === '/api/medical/orders/order-1'
        ? json(medicationOrder({ prescription: null, payable: true, total_cents: 30_050 }))
        : undefined,
    )
    const { renderPayment } = renderCheckout(placed)
    expect(await screen.findByTestId('payment')).toHaveTextContent('order-1')
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(renderPayment).toHaveBeenCalledWith({
      id: 'order-1',
      totalCents: 30_050,
      mpesaAmount: 301,
      isEventBooking: false,
      contactPhone: '+254712345678',
    })
    expect(screen.queryByTestId('prescription-step')).not.toBeInTheDocument()
  })
})
