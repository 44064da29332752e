import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Prescription } from '@soko/shared/medical/medical.schema'
import { medicationOrder, prescription } from '../test/fixtures'
import { json, renderRoute, stubApi } from '../test/render'
import PrescriptionPanel from './prescription-panel'

afterEach(() => vi.unstubAllGlobals())

function renderPanel(rx: Prescription | null) {
  stubApi((url) =>
    url === '/api/medical/orders/order-1'
      ? json(medicationOrder({ prescription: rx, payable: rx === null || rx.status === 'approved' }))
      : undefined,
  )
  return renderRoute(<PrescriptionPanel orderId="order-1" />, { path: '/orders/order-1' })
}

describe('the order page prescription (PrescriptionPanel)', () => {
  it('asks for the upload while none has been sent', async () => {
    renderPanel(prescription())
    const panel = await screen.findByTestId('prescription-panel')
    expect(within(panel).getByTestId('prescription-status')).toHaveTextContent(
      'Awaiting upload: please upload your prescription.',
    )
    expect(panel).toHaveTextContent('Goodlife Pharmacy')
    expect(panel).toHaveTextContent('Amoxicillin 500mg')
    expect(within(panel).getByRole('button', { name: 'Upload prescription' })).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument()
  })

  it('says the pharmacist has it, and offers the file to download', async () => {
    renderPanel(
      prescription({
        status: 'pending',
        file_name: 'rx.pdf',
        file_url: '/api/medical/prescriptions/rx-1/file',
      }),
    )
    const panel = await screen.findByTestId('prescription-panel')
    expect(within(panel).getByTestId('prescription-status')).toHaveTextContent(
      'Waiting for the pharmacist. You can pay once it has been approved.',
    )
    expect(within(panel).getByRole('link', { name: 'Download rx.pdf' })).toHaveAttribute(
      'href',
      '/api/medical/prescriptions/rx-1/file',
    )
  })

  it('gives the reason of a rejection and lets the buyer upload again', async () => {
    renderPanel(
      prescription({
        status: 'rejected',
        rejection_reason: 'Illegible scan.',
        file_name: 'rx.pdf',
        file_url: '/f',
      }),
    )
    const panel = await screen.findByTestId('prescription-panel')
    expect(within(panel).getByTestId('prescription-status')).toHaveTextContent(
      'Not approved. Reason: Illegible scan.',
    )
    expect(within(panel).getByRole('button', { name: 'Upload a new prescription' })).toBeInTheDocument()
  })

  it('says approved: you can now pay, with no upload', async () => {
    renderPanel(prescription({ status: 'approved', file_name: 'rx.pdf', file_url: '/f' }))
    const panel = await screen.findByTestId('prescription-panel')
    expect(within(panel).getByTestId('prescription-status')).toHaveTextContent('Approved: you can now pay.')
    expect(within(panel).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument()
  })
})
