// The map of rides (and later real estate): Leaflet with the server's tiles (GET /api/rides/config), the route
// line and markers. Contract stub: the rider web work replaces the body with Leaflet, keeping these props.

export interface MapMarker {
  id: string
  lat: number
  lng: number
  /** What the marker is: a place (pickup, destination) or a vehicle (the moving driver). */
  kind: 'pickup' | 'destination' | 'taxi' | 'motorbike'
  /** Accessible name and tooltip ("Pickup: Sarit Centre", "Driver: Juma, KDA 123A"). */
  label: string
}

export interface RouteMapProps {
  /** The visible heading above the map (001: "Your Route" or "Explore Area"). */
  title: string
  /** Tiles ({z}/{x}/{y}); null: no tiles configured, the map says it is unavailable and the page still works. */
  tileUrl: string | null
  attribution: string
  /** [lat, lng] pairs of the planned route or the path driven. */
  route?: [number, number][]
  markers?: MapMarker[]
  /** Without a route or markers: this centre and zoom (MAP_CENTER, MAP_ZOOM). */
  center?: readonly [number, number]
  zoom?: number
  className?: string
}

/** Contract stub: lists the markers as text until Leaflet lands. */
export function RouteMap({ title, markers = [], className }: RouteMapProps) {
  return (
    <section aria-label={title} className={className}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul>
        {markers.map((marker) => (
          <li key={marker.id}>{marker.label}</li>
        ))}
      </ul>
    </section>
  )
}
