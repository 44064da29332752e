import { formatMoney } from '@soko/shared/money/format-money'
import type { Medication } from '@soko/shared/medical/medical.schema'
import { FileText, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { quantityLimit } from '../medicine-basket'

/**
 * A medication: picture, name, category, price, stock, a Prescription required badge, and Add to basket; at
 * zero stock a disabled Out of Stock (spec 001 "Medical").
 */
export function MedicationCard({
  medication,
  inBasket,
  onAdd,
}: {
  medication: Medication
  inBasket: number
  onAdd: () => void
}) {
  const { t } = useTranslation()
  const outOfStock = medication.stock_quantity <= 0
  const atLimit = !outOfStock && inBasket >= quantityLimit(medication.stock_quantity)
  const headingId = `medication-${medication.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
      data-testid="medication-card"
    >
      <ProductImage
        src={medication.image_url}
        width={320}
        height={200}
        sizes="(min-width: 1024px) 320px, 100vw"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{medication.category}</Badge>
          {medication.requires_prescription && (
            <Badge variant="accent" data-testid="prescription-badge">
              <FileText aria-hidden className="mr-1 size-3" />
              {t('medical.medications.prescriptionRequired')}
            </Badge>
          )}
        </div>
        <h3 id={headingId} className="text-lg leading-tight font-semibold break-words">
          {medication.name}
        </h3>
        {medication.pharmacy && (
          <p className="text-sm text-muted-foreground">
            {t('medical.medications.soldBy', { name: medication.pharmacy.name })}
          </p>
        )}
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-lg font-bold" data-testid="medication-price">
            {formatMoney(medication.price_cents)}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="medication-stock">
            {t('medical.medications.inStock', { count: medication.stock_quantity })}
          </p>
        </div>
        {inBasket > 0 && (
          <p className="text-sm font-medium text-primary" data-testid="medication-in-basket">
            {t('medical.medications.inBasket', { count: inBasket })}
          </p>
        )}
        <div className="mt-auto pt-2">
          {outOfStock ? (
            <Button className="w-full" variant="outline" disabled>
              {t('medical.medications.outOfStock')}
            </Button>
          ) : (
            <Button
              className="w-full"
              disabled={atLimit}
              onClick={onAdd}
              aria-label={t('medical.medications.addOf', { name: medication.name })}
            >
              <Plus aria-hidden />
              {t('medical.medications.add')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
