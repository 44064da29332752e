import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteMap } from './route-map'

describe('the route map', () => {
  it('without tiles says "Map unavailable" and still draws the markers with their names', async () => {
    render(
      <RouteMap
        title="Your Route"
        tileUrl={null}
        attribution=""
        route={[
          [-1.2921, 36.8219],
          [-1.2647, 36.8025],
        ]}
        markers={[
          { id: 'pickup', kind: 'pickup', lat: -1.2921, lng: 36.8219, label: 'Pickup: Kencom' },
          { id: 'destination', kind: 'destination', lat: -1.2647, lng: 36.8025, label: 'Destination: Sarit' },
          { id: 'd1', kind: 'motorbike', lat: -1.28, lng: 36.81, label: 'Driver: <b>Juma</b>' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Your Route' })).toBeInTheDocument()
    const map = await screen.findByRole('region', { name: 'Your Route' }, { timeout: 5000 })
    expect(await screen.findByTestId('map-unavailable')).toHaveTextContent('Map unavailable')
    expect(await within(map).findByRole('img', { name: 'Pickup: Kencom' })).toBeInTheDocument()
    expect(within(map).getByRole('img', { name: 'Destination: Sarit' })).toBeInTheDocument()
    // A name is text, never markup.
    expect(within(map).getByRole('img', { name: 'Driver: <b>Juma</b>' })).toBeInTheDocument()
    expect(map.querySelector('b')).toBeNull()
  })

  it('with tiles configured shows no notice until a tile fails', async () => {
    render(
      <RouteMap title="Explore Area" tileUrl="https://tiles.invalid/{z}/{x}/{y}.png" attribution="© OSM" />,
    )
    expect(await screen.findByRole('region', { name: 'Explore Area' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByTestId('map-unavailable')).not.toBeInTheDocument()
  })
})
