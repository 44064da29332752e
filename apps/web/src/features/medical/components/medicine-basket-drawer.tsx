import { useTranslation } from 'react-i18next'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { MedicineBasket } from '../medicine-basket'
import { MedicineBasketPanel } from './medicine-basket-panel'

/** The basket on a phone: a drawer from the bottom, opened by the basket bar. Loads when first opened. */
export default function MedicineBasketDrawer({
  basket,
  open,
  onOpenChange,
}: {
  basket: MedicineBasket
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        closeLabel={t('medical.basket.close')}
        className="max-h-[85dvh] overflow-y-auto rounded-t-xl p-4 pt-6"
      >
        <SheetTitle className="sr-only">{t('medical.basket.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('medical.basket.drawerDescription')}</SheetDescription>
        <MedicineBasketPanel basket={basket} headingId="medicine-basket-drawer-title" />
      </SheetContent>
    </Sheet>
  )
}
