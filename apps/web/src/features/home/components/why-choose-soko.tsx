import { BadgeCheck, Headphones, Truck, type LucideIcon } from 'lucide-react'
import type { SpriteIcon } from '@/components/ui/sprite-icon'
import { ShieldCheck } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'

const reasons: { key: 'payments' | 'delivery' | 'verified' | 'support'; icon: LucideIcon | SpriteIcon }[] = [
  { key: 'payments', icon: ShieldCheck },
  { key: 'delivery', icon: Truck },
  { key: 'verified', icon: BadgeCheck },
  { key: 'support', icon: Headphones },
]

export function WhyChooseSoko() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-why-title" className="flex flex-col gap-6">
      <h2 id="home-why-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('home.why.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-2 rounded-xl bg-muted/60 p-5">
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="font-semibold">{t(`home.why.${key}.title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`home.why.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
