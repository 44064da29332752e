import { Flag } from 'lucide-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

export interface ReportMenuProps {
  onReport: () => void
}

/** The "More actions" menu of a post or a reply; its code arrives on first use (DeferredMenu). */
export default function ReportMenu({
  trigger,
  defaultOpen,
  onReport,
}: ReportMenuProps & { trigger: ReactElement; defaultOpen: boolean }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onReport}>
          <Flag aria-hidden />
          {t('forums.report.action')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
