import type { ReactNode } from 'react'
import { FeatureCards } from './feature-cards'
import { Hero } from './hero'
import { SignUpCta } from './sign-up-cta'
import { WhyChooseSoko } from './why-choose-soko'

export interface HomePageProps {
  /** Where the rotating billboard of adverts goes (a later issue); nothing until then. */
  billboardSlot?: ReactNode
}

export function HomePage({ billboardSlot }: HomePageProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-6 sm:py-8">
      <Hero />
      {billboardSlot}
      <FeatureCards />
      <WhyChooseSoko />
      <SignUpCta />
    </div>
  )
}
