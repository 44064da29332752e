import 'leaflet/dist/leaflet.css'
import { MAP_CENTER, MAP_ZOOM } from '@soko/shared/rides/rides.constants'
import * as L from 'leaflet'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { iconGeometry, markerElement } from './map-icons'
import { mapBoxClass, type MapMarker, type RouteMapProps } from './route-map'

type LeafletMapProps = Omit<RouteMapProps, 'className'>

const fitPadding: L.PointTuple = [32, 32]
/** Two markers on the same spot would zoom to the street; no closer than this when fitting. */
const fitMaxZoom = 16

function toIcon(marker: MapMarker) {
  const { size, anchor } = iconGeometry[marker.kind]
  return L.divIcon({
    html: markerElement(marker.kind, marker.label),
    className: 'soko-map-marker',
    iconSize: size,
    iconAnchor: anchor,
  })
}

/**
 * What the view is fitted to: the route and which markers there are, not where the vehicles are, so a driver
 * moving every few seconds does not pull the view away from where the reader panned it.
 */
function fitKey(route: [number, number][], markers: MapMarker[]) {
  const ends = route.length ? `${route[0]?.join()}|${route.at(-1)?.join()}|${route.length}` : ''
  return `${ends}#${markers.map((marker) => marker.id).join()}`
}

/** The Leaflet map itself (the lazy chunk of route-map.tsx). */
export default function LeafletMap({
  title,
  tileUrl,
  attribution,
  route = [],
  markers = [],
  center = MAP_CENTER,
  zoom = MAP_ZOOM,
}: LeafletMapProps) {
  const { t } = useTranslation()
  const noticeId = useId()
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<L.Map | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const line = useRef<L.Polyline | null>(null)
  const placed = useRef(new Map<string, { marker: L.Marker; kind: string; label: string }>())
  const fitted = useRef<string | null>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const created = L.map(element, { zoomControl: true, attributionControl: true, scrollWheelZoom: false })
    created.setView([center[0], center[1]], zoom)
    line.current = L.polyline([], { className: 'stroke-primary', weight: 5, opacity: 0.85 }).addTo(created)
    setMap(created)
    const markersOnMap = placed.current
    return () => {
      markersOnMap.clear()
      line.current = null
      created.remove()
    }
    // The map is made once; centre and zoom changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!map || !tileUrl) return
    setTilesFailed(false)
    const layer = L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
    layer.on('tileerror', () => setTilesFailed(true))
    layer.addTo(map)
    // Back online: draw the tiles again.
    const retry = () => {
      setTilesFailed(false)
      layer.redraw()
    }
    window.addEventListener('online', retry)
    return () => {
      window.removeEventListener('online', retry)
      layer.remove()
    }
  }, [map, tileUrl, attribution])

  useEffect(() => {
    line.current?.setLatLngs(route)
  }, [map, route])

  useEffect(() => {
    if (!map) return
    const onMap = placed.current
    const wanted = new Set(markers.map((marker) => marker.id))
    for (const [id, entry] of onMap) {
      if (!wanted.has(id)) {
        entry.marker.remove()
        onMap.delete(id)
      }
    }
    for (const marker of markers) {
      const entry = onMap.get(marker.id)
      if (entry) {
        entry.marker.setLatLng([marker.lat, marker.lng])
        if (entry.kind !== marker.kind || entry.label !== marker.label) {
          entry.marker.setIcon(toIcon(marker))
          Object.assign(entry, { kind: marker.kind, label: marker.label })
        }
      } else {
        // Not interactive: a marker is a picture with a name, not a control, so it adds no tab stop.
        const created = L.marker([marker.lat, marker.lng], {
          icon: toIcon(marker),
          interactive: false,
          keyboard: false,
          zIndexOffset: marker.kind === 'pickup' || marker.kind === 'destination' ? 1000 : 0,
        }).addTo(map)
        onMap.set(marker.id, { marker: created, kind: marker.kind, label: marker.label })
      }
    }
  }, [map, markers])

  const key = fitKey(route, markers)
  useEffect(() => {
    if (!map || fitted.current === key) return
    fitted.current = key
    const points: L.LatLngTuple[] = [
      ...route,
      ...markers.map((marker): L.LatLngTuple => [marker.lat, marker.lng]),
    ]
    if (points.length === 0) {
      map.setView([center[0], center[1]], zoom)
      return
    }
    const bounds = L.latLngBounds(points)
    // A map with no size yet (hidden, or a test's DOM) cannot work out a zoom: centre on the bounds instead.
    if (map.getSize().x === 0) map.setView(bounds.getCenter(), zoom)
    else map.fitBounds(bounds, { padding: fitPadding, maxZoom: fitMaxZoom })
    // `key` stands for the route and markers (see fitKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, center, zoom])

  const unavailable = !tileUrl || tilesFailed
  return (
    <div className={mapBoxClass}>
      <div
        ref={container}
        role="region"
        aria-label={title}
        aria-describedby={unavailable ? noticeId : undefined}
        className={cn('size-full', unavailable && 'bg-muted')}
        data-testid="route-map"
      />
      {unavailable && (
        <p
          id={noticeId}
          role="status"
          className="pointer-events-none absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full border bg-background/95 px-4 py-1.5 text-sm font-medium whitespace-nowrap shadow"
          data-testid="map-unavailable"
        >
          {t('rides.map.unavailable')}
        </p>
      )}
    </div>
  )
}
