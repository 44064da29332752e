import { useMapConfig } from '@/components/map/map-config'
import { mapBoxClass, RouteMap } from '@/components/map/route-map'
import { cn } from '@/lib/utils'

const streetZoom = 15

/**
 * Where the property is: the rides' map (Leaflet loads when the map nears the viewport) with one marker, the
 * server's tiles, and the same "map unavailable" notice when there are none or they fail offline.
 */
export function PropertyMap({
  heading,
  label,
  lat,
  lng,
}: {
  heading: string
  label: string
  lat: number
  lng: number
}) {
  const config = useMapConfig()
  if (config.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{heading}</h2>
        <div className={cn(mapBoxClass, 'animate-pulse')} />
      </div>
    )
  }
  return (
    <RouteMap
      title={heading}
      tileUrl={config.data?.tile_url ?? null}
      attribution={config.data?.tile_attribution ?? ''}
      markers={[{ id: 'property', lat, lng, kind: 'destination', label }]}
      center={[lat, lng]}
      zoom={streetZoom}
    />
  )
}
