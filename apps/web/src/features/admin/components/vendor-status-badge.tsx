import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { VendorStatus } from '../api/admin-types'

const variants = { pending: 'secondary', approved: 'default', rejected: 'destructive' } as const

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={variants[status]} data-testid="vendor-status">
      {t(`admin.vendors.status.${status}`)}
    </Badge>
  )
}
