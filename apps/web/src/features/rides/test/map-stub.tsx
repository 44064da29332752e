import type { RouteMapProps } from '@/components/map/route-map'

/** The map without Leaflet: its title and the markers' names, for the screens' tests. */
export function RouteMapStub({ title, markers = [], tileUrl }: RouteMapProps) {
  return (
    <section aria-label={title} data-testid="map" data-tiles={tileUrl ?? 'none'}>
      <h2>{title}</h2>
      <ul>
        {markers.map((marker) => (
          <li key={marker.id} data-testid={`marker-${marker.id}`} data-lat={marker.lat} data-lng={marker.lng}>
            {marker.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
