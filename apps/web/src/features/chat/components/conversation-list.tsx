import type { ChatConversation } from '@soko/shared/community/chat.schema'
import { MessageCircle, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { InitialAvatar } from '@/components/ui/initial-avatar'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { currentLanguage } from '@/lib/i18n'
import { formatRelativeTime } from '@/lib/relative-time'
import { cn } from '@/lib/utils'
import { useConversations } from '../api/get-conversations'
import { useNow } from '@/lib/use-now'

/**
 * The user's conversations, the latest first: search on the other person's name or the last message, each
 * with its unread count, last message and when it was sent.
 */
export function ConversationList({
  search,
  searchTerm,
  onSearch,
  selectedId,
  onSelect,
  newChat,
  className,
}: {
  /** The box's text (shown at once). */
  search: string
  /** What the server searches (debounced). */
  searchTerm: string
  onSearch: (value: string) => void
  selectedId: string | null
  onSelect: (conversationId: string) => void
  /** The New Chat button (and its dialog). */
  newChat: React.ReactNode
  className?: string
}) {
  const { t } = useTranslation()
  const conversations = useConversations(searchTerm)
  return (
    <section aria-labelledby="chat-conversations-title" className={cn('min-h-0 flex-col', className)}>
      <div className="flex items-center justify-between gap-2 border-b p-3">
        <h2 id="chat-conversations-title" className="text-lg font-semibold">
          {t('chat.conversations')}
        </h2>
        {newChat}
      </div>
      <div className="border-b p-3">
        <label htmlFor="chat-search" className="sr-only">
          {t('chat.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="chat-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('chat.searchPlaceholder')}
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isPending ? (
          <ListLoading label={t('chat.loadingConversations')} rows={4} />
        ) : conversations.isError ? (
          <ListError
            message={t('chat.conversationsError')}
            retryLabel={t('chat.retry')}
            onRetry={() => void conversations.refetch()}
          />
        ) : conversations.data.length === 0 ? (
          <ListEmpty
            icon={MessageCircle}
            title={searchTerm ? t('chat.noMatches') : t('chat.noConversations')}
            description={searchTerm ? undefined : t('chat.noConversationsHint')}
          />
        ) : (
          <ul className="flex flex-col" data-testid="chat-conversations">
            {conversations.data.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ChatConversation
  selected: boolean
  onSelect: (conversationId: string) => void
}) {
  const { t } = useTranslation()
  const now = useNow()
  const { other, unread_count: unread } = conversation
  return (
    <button
      type="button"
      onClick={() => onSelect(conversation.id)}
      aria-current={selected ? 'true' : undefined}
      data-testid="chat-conversation"
      className={cn(
        'flex min-h-16 w-full items-center gap-3 border-b px-3 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        selected && 'bg-muted',
      )}
    >
      <InitialAvatar src={other.avatar_url} name={other.full_name} size={40} className="size-10" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-medium')}>{other.full_name}</span>
          {conversation.last_message_at && (
            <time dateTime={conversation.last_message_at} className="shrink-0 text-xs text-muted-foreground">
              {formatRelativeTime(conversation.last_message_at, now, currentLanguage())}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
            {conversation.last_message ?? t('chat.noMessagesYet')}
          </span>
          {unread > 0 && (
            <span
              data-testid="chat-unread"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground"
            >
              <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('chat.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  )
}
