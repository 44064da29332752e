import { formatMoney, formatNumber } from '@soko/shared/money/format-money'
import { Pill, Pencil, Plus } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { OwnMedication } from '../api/medical-dashboard-types'
import { useOwnMedications, useUpdateMedication } from '../api/own-medications'

// The form loads when Add medication or Edit is first pressed.
const MedicationFormDialog = lazy(() => import('./medication-form-dialog'))

/** What the form dialog edits: a new medication, or one of the pharmacy's. */
type Editing = { medication: OwnMedication | null } | null

/**
 * The pharmacy's own medications: name, category, price and stock, with Prescription only and Active as
 * switches that save at once; Add medication and Edit open the form.
 */
export function MedicationsPanel() {
  const { t } = useTranslation()
  const medications = useOwnMedications()
  const [editing, setEditing] = useState<Editing>(null)

  const addButton = (
    <Button className="h-11" onClick={() => setEditing({ medication: null })} aria-haspopup="dialog">
      <Plus aria-hidden />
      {t('medicalDashboard.medications.add')}
    </Button>
  )

  let list
  if (medications.isPending)
    list = <ListLoading label={t('medicalDashboard.medications.loading')} variant="card" />
  else if (medications.isError)
    list = (
      <Card>
        <ListError
          message={t('medicalDashboard.loadFailed')}
          retryLabel={t('medicalDashboard.retry')}
          onRetry={() => void medications.refetch()}
        />
      </Card>
    )
  else if (medications.data.items.length === 0)
    list = (
      <Card>
        <ListEmpty
          icon={Pill}
          title={t('medicalDashboard.medications.empty')}
          description={t('medicalDashboard.medications.emptyText')}
          action={addButton}
        />
      </Card>
    )
  else
    list = (
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="own-medications">
        {medications.data.items.map((medication) => (
          <MedicationItem
            key={medication.id}
            medication={medication}
            onEdit={() => setEditing({ medication })}
          />
        ))}
      </ul>
    )

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('medicalDashboard.medications.title')}</h2>
        {addButton}
      </div>
      {list}
      {editing && (
        <Suspense fallback={null}>
          <MedicationFormDialog medication={editing.medication} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  )
}

function MedicationItem({ medication, onEdit }: { medication: OwnMedication; onEdit: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateMedication()
  const { name } = medication

  async function toggle(change: { requires_prescription: boolean } | { is_active: boolean }) {
    try {
      await update.mutateAsync({ id: medication.id, body: change })
      const message =
        'is_active' in change
          ? change.is_active
            ? t('medicalDashboard.medications.listed', { name })
            : t('medicalDashboard.medications.hidden', { name })
          : change.requires_prescription
            ? t('medicalDashboard.medications.needsPrescription', { name })
            : t('medicalDashboard.medications.noPrescription', { name })
      toast.success(message)
    } catch (error) {
      toast.error(errorMessage(error, t('medicalDashboard.medications.saveFailed')))
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="own-medication">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words">{name}</h3>
          <p className="text-sm text-muted-foreground">
            {t(
              `medicalDashboard.categories.${medication.category}` as 'medicalDashboard.categories.Allergy',
              {
                defaultValue: medication.category,
              },
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {!medication.is_active && (
            <Badge variant="outline">{t('medicalDashboard.medications.inactive')}</Badge>
          )}
          {medication.requires_prescription && (
            <Badge variant="accent">{t('medicalDashboard.medications.prescriptionBadge')}</Badge>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="medication-figures">
        <div>
          <dt className="text-muted-foreground">{t('medicalDashboard.medications.priceLabel')}</dt>
          <dd className="font-semibold text-primary">{formatMoney(medication.price_cents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('medicalDashboard.medications.stockLabel')}</dt>
          <dd
            className={medication.stock_quantity === 0 ? 'font-semibold text-destructive' : 'font-semibold'}
          >
            {medication.stock_quantity === 0
              ? t('medicalDashboard.medications.outOfStock')
              : formatNumber(medication.stock_quantity, 3)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <div className="flex min-h-11 items-center gap-3">
          <Switch
            id={`${id}-rx`}
            checked={medication.requires_prescription}
            disabled={update.isPending}
            aria-label={t('medicalDashboard.medications.prescriptionOnlyNamed', { name })}
            onCheckedChange={(checked) => void toggle({ requires_prescription: checked })}
          />
          <label htmlFor={`${id}-rx`} className="text-sm">
            {t('medicalDashboard.medications.prescriptionOnly')}
          </label>
        </div>
        <div className="flex min-h-11 items-center gap-3">
          <Switch
            id={`${id}-active`}
            checked={medication.is_active}
            disabled={update.isPending}
            aria-label={t('medicalDashboard.medications.activeNamed', { name })}
            onCheckedChange={(checked) => void toggle({ is_active: checked })}
          />
          <label htmlFor={`${id}-active`} className="text-sm">
            {t('medicalDashboard.medications.active')}
          </label>
        </div>
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          className="h-11"
          aria-haspopup="dialog"
          aria-label={t('medicalDashboard.medications.editNamed', { name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
          {t('medicalDashboard.medications.edit')}
        </Button>
      </div>
    </li>
  )
}
