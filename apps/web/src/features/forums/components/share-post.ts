import type { TFunction } from 'i18next'
import { toast } from '@/lib/toast'
import { postShareUrl } from '../post-links'

/**
 * Share: the phone's share sheet where there is one, else the link /chat-forums/posts/<id> copied with a
 * toast. Closing the share sheet is not an error.
 */
export async function sharePost(post: { id: string; title: string }, t: TFunction) {
  const url = postShareUrl(post.id)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      // Refused (e.g. not allowed here): fall back to copying the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    toast.success(t('forums.share.copied'))
  } catch {
    toast.error(t('forums.share.failed'))
  }
}
