import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'

// The map of rides (and later real estate): Leaflet with the server's tiles (GET /api/rides/config), the route
// line and markers. Leaflet and its CSS are some 45 KB gzipped: they load with the map's own chunk, never with
// a screen's first JavaScript (docs/rides-api.md, "The map").

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

const LeafletMap = lazy(() => import('./leaflet-map'))

/** The map box's size, the same for the placeholder and the map, so nothing moves when Leaflet arrives. */
export const mapBoxClass = 'relative h-72 w-full overflow-hidden rounded-xl border bg-muted sm:h-96'

/**
 * Whether the box is near the viewport yet (300 px ahead): on a phone the map sits under the form, and Leaflet's
 * download and start need not compete with the first screen. Without IntersectionObserver, at once. Never on
 * the first render: the server's render of the screen shows the placeholder, and so does the browser's first.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (near || !box) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '300px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])
  return { ref, near }
}

/** A titled map (the map itself is the region named by the title); Leaflet downloads when it is first near view. */
export function RouteMap({ title, className, ...map }: RouteMapProps) {
  const { ref, near } = useNearViewport()
  const placeholder = <div className={cn(mapBoxClass, 'animate-pulse')} data-testid="map-loading" />
  return (
    <div ref={ref} className={cn('flex flex-col gap-3', className)}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {near ? (
        <Suspense fallback={placeholder}>
          <LeafletMap title={title} {...map} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
