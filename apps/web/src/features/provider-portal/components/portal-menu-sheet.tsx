import { useTranslation } from 'react-i18next'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { PortalNav } from './portal-nav'

/** The portal's sections on a phone: a sheet from the left (it brings Radix's dialog, so it loads on demand). */
export default function PortalMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        id="portal-menu"
        closeLabel={t('providerPortal.common.close')}
        className="p-4 pt-14"
      >
        <SheetTitle>{t('providerPortal.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('providerPortal.nav.description')}</SheetDescription>
        <PortalNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
