import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MpesaPayment } from './mpesa-payment'

const order = { id: 'order-1', totalCents: 150_050, mpesaAmount: 1501, isEventBooking: false }

function renderMpesa(defaultPhone = '') {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }))
  vi.stubGlobal('fetch', fetchMock)
  render(<MpesaPayment order={order} defaultPhone={defaultPhone} onPaid={vi.fn()} onBusyChange={vi.fn()} />)
  return { fetchMock, phone: screen.getByLabelText('M-Pesa phone number') }
}

afterEach(() => vi.unstubAllGlobals())

describe('MpesaPayment', () => {
  it('asks for a phone number when it is empty, without calling the server', async () => {
    const { fetchMock, phone } = renderMpesa()
    await userEvent.click(screen.getByRole('button', { name: /^Pay KSh 1,501$/ }))
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the spec's format message for a number that is not 254 and 12 digits", async () => {
    const { fetchMock, phone } = renderMpesa()
    await userEvent.type(phone, '12345')
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }))
    expect(
      await screen.findByText('Invalid phone number format. Please use format: 0712345678 or 254712345678'),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the number with spaces, drops the plus and caps it at 15 characters', async () => {
    const { phone } = renderMpesa()
    await userEvent.type(phone, '+254712345678999')
    expect(phone).toHaveValue('254 712 345 678')
    await userEvent.clear(phone)
    await userEvent.paste('+254 712 345 678')
    expect(phone).toHaveValue('254 712 345 678')
  })

  it('prefills the contact phone, formatted', () => {
    const { phone } = renderMpesa('0712345678')
    expect(phone).toHaveValue('0712 345 678')
  })

  it('says the whole-shilling amount when the total has cents', () => {
    renderMpesa()
    expect(screen.getByText('M-Pesa is charged in whole shillings: KSh 1,501.')).toBeInTheDocument()
  })

  it('fails with the default text when the server cannot be reached, and offers Try Again', async () => {
    const { phone, fetchMock } = renderMpesa()
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    await userEvent.type(phone, '0712345678')
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }))
    expect(await screen.findByTestId('mpesa-failure')).toHaveTextContent(
      'Unable to process M-Pesa payment. Please try again.',
    )
    const tryAgain = screen.getByRole('button', { name: 'Try Again' })
    expect(tryAgain).toHaveFocus()
    await userEvent.click(tryAgain)
    await waitFor(() => expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712 345 678'))
  })
})
