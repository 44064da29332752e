import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlaceInput } from '../ride-types'
import { json, stubApi } from '../test/render'
import { sarit, sarova } from '../test/fixtures'
import { PlaceCombobox } from './place-combobox'

const onChange = vi.fn()

function Harness() {
  const [value, setValue] = useState<PlaceInput | null>(null)
  return (
    <PlaceCombobox
      label="Pickup location"
      placeholder="Where are you?"
      value={value}
      onChange={(place) => {
        onChange(place)
        setValue(place)
      }}
    />
  )
}

function renderCombobox() {
  const fetchMock = stubApi((url) =>
    url.startsWith('/api/rides/places?') ? json({ places: [sarit, sarova] }) : undefined,
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  )
  const placeCalls = () =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/rides/places'))
  return { placeCalls }
}

afterEach(() => {
  vi.unstubAllGlobals()
  onChange.mockClear()
})

describe('the place combobox', () => {
  it('asks for places once typing pauses (about 200 ms), not on every letter', async () => {
    const { placeCalls } = renderCombobox()
    const input = screen.getByRole('combobox', { name: 'Pickup location' })
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'sar')
    expect(placeCalls()).toEqual([])
    await waitFor(() => expect(placeCalls()).toEqual(['/api/rides/places?q=sar']))
    expect(await screen.findByRole('option', { name: /Sarit Centre/ })).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('one letter asks nothing', async () => {
    const { placeCalls } = renderCombobox()
    await userEvent.type(screen.getByRole('combobox', { name: 'Pickup location' }), 's')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(placeCalls()).toEqual([])
  })

  it('arrow keys move through the suggestions, Enter chooses, Escape closes', async () => {
    renderCombobox()
    const input = screen.getByRole('combobox', { name: 'Pickup location' })
    await userEvent.type(input, 'sar')
    const listbox = await screen.findByRole('listbox', { name: 'Pickup location' })
    expect(listbox).toBeVisible()

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const second = screen.getByRole('option', { name: /Sarova Stanley/ })
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', second.id)
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /Sarit Centre/ })).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Sarit Centre', lat: sarit.lat, lng: sarit.lng })
    expect(input).toHaveValue('Sarit Centre')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    // Typing again forgets the chosen place; Escape closes the list.
    await userEvent.type(input, '{Backspace}')
    expect(onChange).toHaveBeenLastCalledWith(null)
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'))
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('a click on a suggestion chooses it', async () => {
    renderCombobox()
    await userEvent.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'sar')
    await userEvent.click(await screen.findByRole('option', { name: /Sarova Stanley/ }))
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Sarova Stanley', lat: sarova.lat, lng: sarova.lng })
  })
})
