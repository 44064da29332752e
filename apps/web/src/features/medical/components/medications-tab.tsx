import { formatMoney } from '@soko/shared/money/format-money'
import type { Medication } from '@soko/shared/medical/medical.schema'
import { Pill, ShoppingBasket } from 'lucide-react'
import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowseResults } from '@/components/browse-results'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useIsMobile } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'
import { useMedications } from '../api/get-medications'
import { useMedicineBasket, writeMedicineBasket } from '../local-medicine-basket'
import { addMedicine, basketCount, basketTotalCents, medicineQuantity } from '../medicine-basket'
import { MedicationCard } from './medication-card'
import { MedicineBasketPanel } from './medicine-basket-panel'
import { CardSkeleton } from './provider-card'

// The question and the phone's drawer load on first use.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)
const BasketDrawer = lazy(() => import('./medicine-basket-drawer'))

/**
 * The Medications tab: the medicines page after page, each with Add to basket, and the basket beside them (a
 * sticky panel on a desktop, a bar opening a drawer on a phone). One pharmacy at a time: adding another's
 * asks to start a new basket.
 */
export function MedicationsTab({
  search,
  active,
  onClear,
}: {
  search: string
  active: boolean
  onClear?: () => void
}) {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const list = useMedications(search ? { search } : {})
  const data = useDeferredValue(list.data)
  const medications = data?.pages.flatMap((page) => page.items) ?? []
  const rendering = list.data !== undefined && data === undefined
  const basket = useMedicineBasket()
  const [conflict, setConflict] = useState<{ medication: Medication; current: string } | null>(null)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  function add(medication: Medication, startNew = false) {
    const result = addMedicine(basket, medication, { startNew })
    if (result.ok) {
      writeMedicineBasket(result.basket)
      toast.success(t('medical.basket.added', { name: medication.name }))
    } else if (result.reason === 'other_pharmacy') {
      setConflict({ medication, current: result.current })
    } else if (result.reason === 'max_lines') {
      toast.error(t('medical.basket.full'))
    }
  }

  const count = basketCount(basket)
  return (
    <div
      className={cn(
        'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]',
        // Room for the basket bar at the bottom of a phone's screen.
        isMobile && count > 0 && 'pb-20',
      )}
    >
      <section aria-labelledby="medications-results-heading" className="@container flex flex-col gap-4">
        <h2 id="medications-results-heading" className="sr-only">
          {t('medical.tabs.medications')}
        </h2>
        <BrowseResults
          query={list}
          items={medications}
          rendering={rendering}
          renderItem={(medication) => (
            <MedicationCard
              medication={medication}
              inBasket={medicineQuantity(basket, medication.id)}
              onAdd={() => add(medication)}
            />
          )}
          skeleton={CardSkeleton}
          layoutClassName="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3"
          emptyIcon={Pill}
          onClear={active ? onClear : undefined}
          texts={{
            loading: t('medical.medications.loading'),
            loadFailed: t('medical.medications.loadFailed'),
            retry: t('medical.retry'),
            emptyTitle: t('medical.medications.emptyTitle'),
            emptyText: active ? t('medical.medications.emptyFiltered') : t('medical.medications.emptyNone'),
            clearAll: t('medical.clearAll'),
            loadMore: t('medical.medications.loadMore'),
            loadingMore: t('medical.medications.loadingMore'),
          }}
          listTestId="medication-list"
          emptyTestId="medications-empty"
        />
      </section>

      {isMobile ? (
        count > 0 && (
          <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 p-3 shadow-lg backdrop-blur">
            <Button
              size="lg"
              className="w-full justify-between"
              aria-haspopup="dialog"
              onClick={() => {
                setDrawerWanted(true)
                setDrawerOpen(true)
              }}
              data-testid="basket-bar"
            >
              <span className="flex items-center gap-2">
                <ShoppingBasket aria-hidden />
                {t('medical.basket.open', { count })}
              </span>
              <span>{formatMoney(basketTotalCents(basket))}</span>
            </Button>
          </div>
        )
      ) : (
        <aside className="h-fit rounded-xl border bg-card p-4 shadow-sm lg:sticky lg:top-20">
          <MedicineBasketPanel basket={basket} headingId="medicine-basket-title" />
        </aside>
      )}

      {drawerWanted && isMobile && (
        <Suspense fallback={null}>
          <BasketDrawer basket={basket} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}

      {conflict && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConflict(null)}
            title={t('medical.newBasket.title')}
            description={t('medical.newBasket.message', {
              current: conflict.current,
              next: conflict.medication.pharmacy?.name ?? '',
            })}
            confirmLabel={t('medical.newBasket.confirm')}
            pendingLabel={t('medical.newBasket.confirm')}
            cancelLabel={t('medical.newBasket.cancel')}
            onConfirm={() => {
              add(conflict.medication, true)
              setConflict(null)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
