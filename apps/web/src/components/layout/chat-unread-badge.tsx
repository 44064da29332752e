import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CountBadge, formatBadgeCount } from '@/components/ui/count-badge'
import { chatUnreadQueryOptions } from '@/lib/chat-live'
import { useSession } from '@/lib/session'

/** The chat badge caps like the notification bell's. */
export const chatBadgeMax = 99

/** Unread chat messages for the signed-in user (0 for a visitor, who is never asked about it). */
export function useChatUnreadCount() {
  const { isSignedIn } = useSession()
  const unread = useQuery({ ...chatUnreadQueryOptions(), enabled: isSignedIn })
  return isSignedIn ? (unread.data?.unread_count ?? 0) : 0
}

/**
 * The sidebar chat entry's unread count (issue 14): a pill beside the label, or a bubble on the icon when the
 * column is collapsed. The number is read out with the link's name.
 */
export function ChatUnreadBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation()
  const text = formatBadgeCount(count, chatBadgeMax)
  if (text === null) return null
  return (
    <>
      <span className="sr-only">, {t('nav.chatUnread', { count })}</span>
      {collapsed ? (
        <CountBadge count={count} max={chatBadgeMax} className="top-0.5 right-0.5" />
      ) : (
        <span
          aria-hidden
          data-testid="chat-unread-badge"
          className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground"
        >
          {text}
        </span>
      )}
    </>
  )
}
