import { useSearchParams } from 'react-router'
import type { PromoterEvent } from './api/event-dashboard-types'

export type DashboardTab = 'events' | 'sales' | 'check-in'
const tabs: readonly DashboardTab[] = ['events', 'sales', 'check-in']

/** The tab and the event in the address (?tab=sales&event=...), so a reload or a shared link keeps them. */
export function useDashboardPlace() {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab') as DashboardTab | null
  const tab: DashboardTab = wanted && tabs.includes(wanted) ? wanted : 'events'
  const eventId = params.get('event') ?? undefined
  const go = (next: DashboardTab, event?: string) => {
    const search: Record<string, string> = {}
    if (next !== 'events') search.tab = next
    const keep = event ?? eventId
    if (keep) search.event = keep
    setParams(search, { replace: true })
  }
  return { tab, eventId, go }
}

/** The event a panel shows: the one in the address if it is the promoter's, else the next one coming. */
export function chosenEvent(events: readonly PromoterEvent[], eventId: string | undefined) {
  return (
    events.find((event) => event.id === eventId) ??
    events.find((event) => !event.is_ended && event.is_active) ??
    events[0]
  )
}
