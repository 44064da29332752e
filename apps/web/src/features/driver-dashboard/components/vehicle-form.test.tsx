import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DriverProfile } from '../api/driver-dashboard-types'
import { VehicleForm } from './vehicle-form'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const driver: DriverProfile = {
  id: 'driver-1',
  full_name: 'Juma Mwangi',
  vehicle_type: 'taxi',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  vehicle_year: 2015,
  license_plate: 'KDA 123A',
  rating: 4.8,
  total_rides: 132,
  is_online: false,
  status: 'available',
  position: null,
}

let bodies: unknown[] = []
function answer(status: number, body: unknown) {
  bodies = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)))
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <VehicleForm driver={driver} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => vi.clearAllMocks())
afterEach(() => vi.unstubAllGlobals())

describe('the vehicle form', () => {
  it('saves type, make, model, year and the plate in capitals', async () => {
    answer(200, { ...driver, vehicle_type: 'motorbike' })
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'Boda Boda')
    await user.clear(screen.getByLabelText('Make'))
    await user.type(screen.getByLabelText('Make'), 'Bajaj')
    await user.clear(screen.getByLabelText('Model'))
    await user.type(screen.getByLabelText('Model'), 'Boxer')
    await user.clear(screen.getByLabelText('Year'))
    await user.type(screen.getByLabelText('Year'), '2021')
    await user.clear(screen.getByLabelText('License plate'))
    await user.type(screen.getByLabelText('License plate'), 'kmea 123b')
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Vehicle details saved'))
    expect(bodies).toEqual([
      {
        vehicle_type: 'motorbike',
        vehicle_make: 'Bajaj',
        vehicle_model: 'Boxer',
        vehicle_year: 2021,
        license_plate: 'KMEA 123B',
      },
    ])
  })

  it('says what is wrong on the field before asking the server', async () => {
    answer(200, driver)
    const user = renderForm()
    await user.clear(screen.getByLabelText('Make'))
    await user.clear(screen.getByLabelText('License plate'))
    await user.type(screen.getByLabelText('License plate'), 'ABC 1')
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }))
    expect(screen.getByLabelText('Make')).toHaveAccessibleDescription('Please fill in this field.')
    expect(screen.getByLabelText('License plate')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter a Kenyan plate such as KDA 123A or KMEA 123B')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it("shows the server's field errors on their fields, and any other refusal as a toast", async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { license_plate: 'This plate belongs to another driver' },
      },
    })
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }))
    expect(await screen.findByText('This plate belongs to another driver')).toBeInTheDocument()
    expect(screen.getByLabelText('License plate')).toHaveAttribute('aria-invalid', 'true')
    expect(toast.error).not.toHaveBeenCalled()

    answer(500, { error: { code: 'internal', message: 'Something went wrong' } })
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'))
  })
})
