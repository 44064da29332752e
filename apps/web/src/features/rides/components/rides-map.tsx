import { mapBoxClass, RouteMap, type RouteMapProps } from '@/components/map/route-map'
import { cn } from '@/lib/utils'
import { useMapConfig } from '@/components/map/map-config'

/** The route map with the server's tiles; without an answer about them, the map says it is unavailable. */
export function RidesMap(props: Omit<RouteMapProps, 'tileUrl' | 'attribution'>) {
  const config = useMapConfig()
  if (config.isPending) {
    return (
      <div className={cn('flex flex-col gap-3', props.className)}>
        <h2 className="text-lg font-semibold">{props.title}</h2>
        <div className={cn(mapBoxClass, 'animate-pulse')} />
      </div>
    )
  }
  return (
    <RouteMap
      {...props}
      tileUrl={config.data?.tile_url ?? null}
      attribution={config.data?.tile_attribution ?? ''}
    />
  )
}
