import type { TFunction } from 'i18next'
import { toast } from '@/lib/toast'
import { providerShareUrl } from '../provider-display'

/** Share: copies {origin}/services/{id} (spec 001 section 2) and says so. */
export async function shareProvider(id: string, t: TFunction) {
  try {
    await navigator.clipboard.writeText(providerShareUrl(id))
    toast.success(t('services.card.linkCopied'))
  } catch {
    toast.error(t('services.card.shareFailed'))
  }
}
