import { ShoppingBag } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
        className,
      )}
    >
      <ShoppingBag className="size-5" />
    </span>
  )
}

/** The logo and name linking home; the tagline shows where there is room for it. */
export function Brand({
  showTagline = true,
  onNavigate,
}: {
  showTagline?: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <BrandMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-lg font-bold text-primary">{t('common.appName')}</span>
        {showTagline && <span className="truncate text-xs text-muted-foreground">{t('common.tagline')}</span>}
      </span>
    </Link>
  )
}
