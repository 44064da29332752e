import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function Footer() {
  const { t } = useTranslation()
  const links = [
    { to: '/shop', label: t('nav.items.shop') },
    { to: '/services', label: t('nav.items.services') },
    { to: '/service-hub', label: t('nav.items.serviceHub') },
    { to: '/terms-and-conditions', label: t('footer.terms') },
    { to: '/privacy', label: t('footer.privacy') },
  ]
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-4">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
