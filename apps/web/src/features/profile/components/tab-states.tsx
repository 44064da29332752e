import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'

// The profile tabs' list states, with the profile's texts and look (bordered cards).

export function TabLoading() {
  const { t } = useTranslation()
  return <ListLoading label={t('common.loading')} variant="card" />
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <ListError
      message={message}
      retryLabel={t('profile.retry')}
      onRetry={onRetry}
      className="rounded-xl border py-10"
    />
  )
}

/** An empty tab: its icon, the spec's text, a line of help and Browse Products. */
export function TabEmpty({
  icon,
  title,
  description,
}: {
  icon: LucideIcon
  title: string
  description: string
}) {
  const { t } = useTranslation()
  return (
    <ListEmpty
      className="rounded-xl border border-dashed"
      titleClassName="text-lg"
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to="/shop">{t('profile.browseProducts')}</Link>
        </Button>
      }
    />
  )
}
