import { EllipsisVertical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DeferredMenu } from '@/components/ui/deferred-menu'
import type { ReportMenuProps } from './report-menu'

const loadMenu = () => import('./report-menu')

/** The ⋮ button of a post or a reply, named after what it belongs to for screen readers. */
export function MoreActions({ label, onReport }: { label: string; onReport: () => void }) {
  const { t } = useTranslation()
  return (
    <DeferredMenu<ReportMenuProps>
      load={loadMenu}
      menuProps={{ onReport }}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('forums.moreActions', { name: label })}>
          <EllipsisVertical aria-hidden />
        </Button>
      }
    />
  )
}
