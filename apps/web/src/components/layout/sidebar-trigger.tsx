import { PanelLeft } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useSidebar } from './sidebar-provider'

export function SidebarTrigger() {
  const { t } = useTranslation()
  const { toggle, open, openMobile, isMobile, replaced } = useSidebar()
  // Nothing to toggle while a section's own navigation stands in for the sidebar.
  if (replaced) return null
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('shell.toggleSidebar')}
      aria-controls={isMobile && !openMobile ? undefined : 'app-sidebar'}
      aria-expanded={isMobile ? openMobile : open}
      onClick={toggle}
      data-sidebar-trigger
      className="[&_svg]:size-5"
    >
      <PanelLeft aria-hidden />
    </Button>
  )
}
