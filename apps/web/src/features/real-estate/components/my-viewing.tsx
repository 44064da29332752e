import { CalendarCheck, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCancelViewing } from '../api/viewings'
import { formatDay } from '../property-display'
import type { Viewing } from '../real-estate-types'

/**
 * The signed-in user's open viewing of this property: when, its status (the agent's confirmation arrives on
 * the live channel) and Cancel.
 */
export function MyViewing({ viewing }: { viewing: Viewing }) {
  const { t, i18n } = useTranslation()
  const cancel = useCancelViewing()
  const confirmed = viewing.status === 'confirmed'

  async function onCancel() {
    try {
      await cancel.mutateAsync(viewing.id)
      toast.success(t('realEstate.viewing.cancelled'))
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('realEstate.viewing.cancelFailed')))
      return false
    }
  }

  return (
    <section
      aria-labelledby="viewing-mine-heading"
      className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3"
      data-testid="viewing-mine"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="viewing-mine-heading" className="font-semibold">
          {t('realEstate.viewing.yours')}
        </h2>
        <Badge variant={confirmed ? 'default' : 'outline'} data-testid="viewing-mine-status">
          {t(`realEstate.viewing.statuses.${viewing.status}`)}
        </Badge>
      </div>
      <p className="flex items-center gap-2 text-sm">
        {confirmed ? (
          <CalendarCheck aria-hidden className="size-4 shrink-0 text-primary" />
        ) : (
          <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        )}
        {t('realEstate.viewing.when', { date: formatDay(viewing.date, i18n.language), slot: viewing.slot })}
      </p>
      {viewing.message && <p className="text-sm break-words text-muted-foreground">{viewing.message}</p>}
      <InlineConfirm
        label={t('realEstate.viewing.cancelViewing')}
        question={t('realEstate.viewing.cancelQuestion')}
        confirmLabel={t('realEstate.viewing.cancelViewing')}
        pendingLabel={t('realEstate.viewing.cancelling')}
        keepLabel={t('realEstate.viewing.keep')}
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </section>
  )
}
