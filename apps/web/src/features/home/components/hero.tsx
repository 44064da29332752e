import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

export function Hero() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-2xl bg-brand px-6 py-12 text-brand-foreground shadow-sm sm:px-10 sm:py-16"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,color-mix(in_oklab,var(--color-accent)_30%,transparent),transparent_55%)]"
      />
      <div className="relative flex max-w-2xl flex-col gap-4">
        <h1 id="home-hero-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('common.tagline')}
        </h1>
        <p className="text-base text-pretty opacity-90 sm:text-lg">{t('home.hero.subtitle')}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to="/shop">
              {t('home.hero.startShopping')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-brand-foreground/70 bg-transparent text-brand-foreground hover:bg-brand-foreground/10 hover:text-brand-foreground"
          >
            <Link to="/service-hub">{t('home.hero.becomeProvider')}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
