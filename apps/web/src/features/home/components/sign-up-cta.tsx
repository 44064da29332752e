import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

export function SignUpCta() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="home-cta-title"
      className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-10"
    >
      <div className="flex flex-col gap-2">
        <h2 id="home-cta-title" className="text-2xl font-bold tracking-tight">
          {t('home.cta.heading')}
        </h2>
        <p className="max-w-xl text-muted-foreground">{t('home.cta.text')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/auth?mode=signup">{t('home.cta.button')}</Link>
      </Button>
    </section>
  )
}
