import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { basicHealth, quote } from '../test/fixtures'
import { apiError, calls, json, renderRoute, stubApi } from '../test/render'
import QuoteDialog from './quote-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const signedOutProfile = () =>
  stubApi((url, init) =>
    url === '/api/insurance/quotes' && init?.method === 'POST' ? json(quote(), 201) : undefined,
  )

function renderDialog(props: Partial<Parameters<typeof QuoteDialog>[0]> = {}) {
  const onClose = vi.fn()
  const view = renderRoute(<QuoteDialog onClose={onClose} {...props} />, { path: '/insurance' })
  return { ...view, onClose, user: userEvent.setup() }
}

beforeEach(() => vi.clearAllMocks())
afterEach(() => vi.unstubAllGlobals())

describe('QuoteDialog', () => {
  it('a missing required field gives "Missing Information: Please fill in all required fields." and sends nothing', async () => {
    const fetchMock = signedOutProfile()
    const { user } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Insurance Quote' })
    await waitFor(() => expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Wanjiku Kamau'))
    // The type is not chosen yet, and the phone is not known.
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Missing Information', {
        description: 'Please fill in all required fields.',
      }),
    )
    expect(within(dialog).getByLabelText(/Phone/)).toHaveFocus()
    expect(within(dialog).getByLabelText(/Phone/)).toHaveAccessibleDescription('This field is required.')
    expect(within(dialog).getByLabelText(/Insurance Type/)).toHaveAttribute('aria-invalid', 'true')
    expect(calls(fetchMock, 'POST', '/api/insurance/quotes')).toHaveLength(0)
  })

  it('sends the request, shows "We\'ll contact you within 24 hours with your personalized quote." and the way to My quotes', async () => {
    const fetchMock = signedOutProfile()
    const { user, onClose } = renderDialog()
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByLabelText(/Email/)).toHaveValue('wanjiku@example.com'))
    await user.type(within(dialog).getByLabelText(/Phone/), '0712 345 678')
    await user.selectOptions(within(dialog).getByLabelText(/Insurance Type/), 'Life Insurance')
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select insurance type',
      'Health Insurance',
      'Motor Insurance',
      'Home Insurance',
      'Business Insurance',
      'Life Insurance',
    ])
    await user.type(within(dialog).getByLabelText('Coverage Amount (KSh)'), '2,000,000')
    expect(within(dialog).getByLabelText('Coverage Amount (KSh)')).toHaveValue('2000000')
    await user.type(within(dialog).getByLabelText('Additional Information'), 'Two children.')
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "We'll contact you within 24 hours with your personalized quote.",
      ),
    )
    expect(calls(fetchMock, 'POST', '/api/insurance/quotes')).toEqual([
      {
        url: '/api/insurance/quotes',
        body: {
          full_name: 'Wanjiku Kamau',
          email: 'wanjiku@example.com',
          phone: '0712 345 678',
          insurance_type: 'life',
          coverage_amount: 2_000_000,
          additional_info: 'Two children.',
        },
      },
    ])
    const sent = await screen.findByTestId('quote-sent')
    expect(sent).toHaveTextContent("We'll contact you within 24 hours with your personalized quote.")
    expect(within(sent).getByRole('link', { name: 'View my quotes' })).toHaveAttribute(
      'href',
      '/insurance/quotes',
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it("from a plan's Get Quote sends the plan with its type", async () => {
    const fetchMock = signedOutProfile()
    const { user } = renderDialog({ plan: basicHealth })
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByLabelText(/Email/)).toHaveValue('wanjiku@example.com'))
    await user.type(within(dialog).getByLabelText(/Phone/), '0712345678')
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }))
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/insurance/quotes')).toHaveLength(1))
    expect(calls(fetchMock, 'POST', '/api/insurance/quotes')[0]?.body).toEqual({
      full_name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '0712345678',
      insurance_type: 'health',
      plan_id: basicHealth.id,
    })
  })

  it("shows the server's refusal and stays open", async () => {
    stubApi((url) =>
      url === '/api/insurance/quotes'
        ? apiError(400, 'validation_failed', 'Enter a valid email address.')
        : undefined,
    )
    const { user } = renderDialog({ type: 'motor' })
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByLabelText(/Email/)).toHaveValue('wanjiku@example.com'))
    expect(within(dialog).getByLabelText(/Insurance Type/)).toHaveValue('motor')
    await user.type(within(dialog).getByLabelText(/Phone/), '0712345678')
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Quote not sent', {
        description: 'Enter a valid email address.',
      }),
    )
    expect(screen.queryByTestId('quote-sent')).not.toBeInTheDocument()
  })
})
