import { ArrowRight, type LucideIcon } from 'lucide-react'
import type { SpriteIcon } from '@/components/ui/sprite-icon'
import {
  Building2,
  CalendarDays,
  Car,
  MessagesSquare,
  ShoppingBag,
  Wrench,
} from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

interface FeatureCard {
  key: 'shop' | 'rides' | 'realEstate' | 'services' | 'events' | 'community'
  to: string
  icon: LucideIcon | SpriteIcon
}

/** The six feature cards of the spec's home page, in its order. */
export const featureCards: FeatureCard[] = [
  { key: 'shop', to: '/shop', icon: ShoppingBag },
  { key: 'rides', to: '/rides', icon: Car },
  { key: 'realEstate', to: '/real-estate', icon: Building2 },
  { key: 'services', to: '/services', icon: Wrench },
  { key: 'events', to: '/events', icon: CalendarDays },
  { key: 'community', to: '/chat-forums', icon: MessagesSquare },
]

export function FeatureCards() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-features-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="home-features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('home.features.heading')}
        </h2>
        <p className="text-muted-foreground">{t('home.features.subtitle')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureCards.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden
                className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                {t(`home.features.${key}.title`)}
                <ArrowRight
                  aria-hidden
                  className="size-4 text-primary opacity-0 transition group-hover:translate-x-0.5 group-hover:opacity-100"
                />
              </h3>
              <p className="text-sm text-muted-foreground">{t(`home.features.${key}.description`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
