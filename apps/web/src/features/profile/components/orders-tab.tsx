import { Package } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmptyState } from './empty-state'

/** Orders have no list yet (spec: a static empty state until the orders feature exists). */
export function OrdersTab() {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={Package}
      title={t('profile.orders.empty')}
      description={t('profile.orders.emptyDescription')}
      action={
        <Button asChild>
          <Link to="/shop">{t('profile.startShopping')}</Link>
        </Button>
      }
    />
  )
}
