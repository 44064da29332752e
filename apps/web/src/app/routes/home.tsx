import { lazy, Suspense } from 'react'
import { BillboardSkeleton } from '@/features/adverts/components/billboard-skeleton'
import { HomePage } from '@/features/home/components/home-page'

// The billboard's code and adverts arrive after the home page has painted.
const Billboard = lazy(() =>
  import('@/features/adverts/components/billboard').then((module) => ({ default: module.Billboard })),
)

export default function HomeRoute() {
  return (
    <HomePage
      billboardSlot={
        <Suspense fallback={<BillboardSkeleton />}>
          <Billboard />
        </Suspense>
      }
    />
  )
}
