import type { AdminApplication } from '@soko/shared/providers/provider.schema'
import { Check, Eye, X } from 'lucide-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

export interface ApplicationActionsProps {
  application: AdminApplication
  onView: () => void
  onApprove: () => void
  onReject: () => void
}

/** A row's action menu (spec 001 section 2): View Details, and Approve and Reject while pending. */
export default function ApplicationActionsMenu({
  trigger,
  defaultOpen,
  application,
  onView,
  onApprove,
  onReject,
}: ApplicationActionsProps & { trigger: ReactElement; defaultOpen: boolean }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onView}>
          <Eye aria-hidden />
          {t('serviceApplications.view')}
        </DropdownMenuItem>
        {application.status === 'pending' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onApprove}>
              <Check aria-hidden />
              {t('serviceApplications.approve')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onReject} className="text-destructive focus:text-destructive">
              <X aria-hidden />
              {t('serviceApplications.reject')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
