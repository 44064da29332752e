import { Billboard } from '@/features/adverts/components/billboard'
import { HomePage } from '@/features/home/components/home-page'

// The billboard's adverts are asked for as the route starts (app/route-prefetch.ts); its picture is the
// page's largest paint, so its code comes with the page rather than one round trip later.
export default function HomeRoute() {
  return <HomePage billboardSlot={<Billboard />} />
}
