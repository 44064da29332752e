import type { TFunction } from 'i18next'
import { toast } from '@/lib/toast'
import { eventShareUrl } from '../event-display'

/** Share: copies {origin}/events/{id} (spec 001 section 2) and says so in a toast. */
export async function shareEvent(id: string, t: TFunction) {
  try {
    await navigator.clipboard.writeText(eventShareUrl(id))
    toast.success(t('events.share.copied'))
  } catch {
    toast.error(t('events.share.failed'))
  }
}
