import type { ChatConversation, ChatMessage } from '@soko/shared/community/chat.schema'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListError, ListLoading } from '@/components/ui/list-states'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useConversation } from '../api/get-conversation'
import { useMessages } from '../api/get-messages'
import { useMarkRead } from '../api/mark-read'
import { useSendMessage } from '../api/send-message'
import { sendTyping } from '../api/send-typing'
import { flattenPages, isPending, isRead, laterOf } from '../messages-cache'
import { useConversationLive } from '../use-conversation-live'
import { useNow } from '@/lib/use-now'
import { usePageVisible } from '../use-page-visible'
import { ChatHeader } from './chat-header'
import { MessageBubble } from './message-bubble'
import { MessageComposer } from './message-composer'
import { ReportMessageDialog } from './report-message-dialog'

/** Scrolled this close to the top, the older messages load; this close to the bottom, new ones scroll in. */
const EDGE_PX = 120

/** One open conversation: header, bubbles (older ones on scroll up), typing, receipts and the message box. */
export function ChatPane({
  conversationId,
  myId,
  onBack,
  focusComposer = false,
}: {
  conversationId: string
  myId: string
  onBack: () => void
  /** The reader opened this chat: the message box takes the focus. */
  focusComposer?: boolean
}) {
  const { t } = useTranslation()
  const conversation = useConversation(conversationId)
  if (conversation.isPending) return <ListLoading label={t('chat.pane.loadingMessages')} rows={4} />
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404
    return (
      <div className="flex flex-1 flex-col">
        <ListError
          message={missing ? t('chat.pane.notFound') : t('chat.pane.messagesError')}
          retryLabel={missing ? t('chat.pane.back') : t('chat.retry')}
          onRetry={missing ? onBack : () => void conversation.refetch()}
        />
      </div>
    )
  }
  return (
    <OpenChat conversation={conversation.data} myId={myId} onBack={onBack} focusComposer={focusComposer} />
  )
}

function OpenChat({
  conversation,
  myId,
  onBack,
  focusComposer,
}: {
  conversation: ChatConversation
  myId: string
  onBack: () => void
  focusComposer: boolean
}) {
  const { t } = useTranslation()
  const now = useNow()
  const visible = usePageVisible()
  const { id: conversationId, other } = conversation
  const messages = useMessages(conversationId)
  const live = useConversationLive(conversationId, myId)
  const send = useSendMessage(conversationId, myId)
  const markRead = useMarkRead()
  const [reporting, setReporting] = useState<ChatMessage | null>(null)

  const items = flattenPages(messages.data)
  const otherReadAt = laterOf(
    laterOf(conversation.other_last_read_at, messages.data?.pages[0]?.other_last_read_at),
    live.readAt,
  )
  const newest = items.at(-1)
  const newestTheirsId = items.findLast((message) => message.sender_id !== myId)?.id

  // Mark read (POST /read) when the pane shows a message of theirs it has not marked yet, with the tab in front.
  const markedId = useRef<string | null>(null)
  const { mutate: mark } = markRead
  useEffect(() => {
    if (!visible || !newestTheirsId || markedId.current === newestTheirsId) return
    markedId.current = newestTheirsId
    mark(conversationId)
  }, [visible, newestTheirsId, conversationId, mark])

  // Scrolling: to the bottom on open and on new messages (theirs only when the reader is near the bottom);
  // loading older messages keeps the reader where they were.
  const scroller = useRef<HTMLDivElement>(null)
  const nearBottom = useRef(true)
  const heightBeforeOlder = useRef<number | null>(null)
  const pageCount = messages.data?.pages.length ?? 0
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || heightBeforeOlder.current === null) return
    element.scrollTop = element.scrollHeight - heightBeforeOlder.current
    heightBeforeOlder.current = null
  }, [pageCount])
  const newestId = newest?.id
  const newestMine = newest?.sender_id === myId
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || !newestId) return
    if (newestMine || nearBottom.current) element.scrollTop = element.scrollHeight
  }, [newestId, newestMine])
  useLayoutEffect(() => {
    const element = scroller.current
    if (element && live.typing && nearBottom.current) element.scrollTop = element.scrollHeight
  }, [live.typing])

  function scrolled() {
    const element = scroller.current
    if (!element) return
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX
    if (element.scrollTop < EDGE_PX && messages.hasNextPage && !messages.isFetchingNextPage) {
      heightBeforeOlder.current = element.scrollHeight - element.scrollTop
      void messages.fetchNextPage()
    }
  }

  async function sendContent(content: string) {
    try {
      await send.mutateAsync(content)
      return true
    } catch (error) {
      // Blocked or too fast: the server's own words; anything else, the spec's.
      const known = error instanceof ApiError && (error.status === 403 || error.status === 429)
      toast.error(t('chat.toast.error'), { description: known ? error.message : t('chat.toast.sendFailed') })
      return false
    }
  }

  const blocked = conversation.blocked
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChatHeader conversation={conversation} onBack={onBack} />
      {/* Focusable, so the history scrolls from the keyboard too. */}
      <div
        ref={scroller}
        onScroll={scrolled}
        role="region"
        aria-label={t('chat.pane.messages', { name: other.full_name })}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset md:px-4"
      >
        {messages.isPending ? (
          <ListLoading label={t('chat.pane.loadingMessages')} rows={3} />
        ) : messages.isError ? (
          <ListError
            message={t('chat.pane.messagesError')}
            retryLabel={t('chat.retry')}
            onRetry={() => void messages.refetch()}
          />
        ) : (
          <>
            {messages.isFetchingNextPage && (
              <p
                role="status"
                className="flex items-center justify-center gap-2 pb-3 text-sm text-muted-foreground"
              >
                <Spinner className="size-4" />
                {t('chat.pane.loadingOlder')}
              </p>
            )}
            {items.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">{t('chat.pane.empty')}</p>
            ) : (
              <ol className="flex flex-col gap-2" data-testid="chat-messages">
                {items.map((message) => {
                  const mine = message.sender_id === myId
                  return (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      mine={mine}
                      senderName={other.full_name}
                      now={now}
                      delivery={
                        !mine
                          ? undefined
                          : isPending(message)
                            ? 'sending'
                            : isRead(message, otherReadAt)
                              ? 'read'
                              : 'sent'
                      }
                      onReport={mine || isPending(message) ? undefined : setReporting}
                    />
                  )
                })}
              </ol>
            )}
          </>
        )}
      </div>
      <p
        aria-live="polite"
        className="min-h-6 px-4 text-sm text-muted-foreground italic"
        data-testid="chat-typing"
      >
        {live.typing ? t('chat.pane.typing', { name: other.full_name }) : ''}
      </p>
      {/* New messages of theirs, read out once (the list itself is not a live region: it would read the history). */}
      <p aria-live="polite" className="sr-only">
        {live.arrived && !live.arrived.hidden ? `${other.full_name}: ${live.arrived.content}` : ''}
      </p>
      {blocked && (
        <p role="status" className="border-t bg-muted px-4 py-3 text-sm" data-testid="chat-blocked">
          {conversation.blocked_by_me
            ? t('chat.pane.blockedByMe', { name: other.full_name })
            : t('chat.pane.blocked')}
        </p>
      )}
      <MessageComposer
        key={conversationId}
        onSend={sendContent}
        onTyping={() => void sendTyping(conversationId).catch(() => undefined)}
        sending={send.isPending}
        disabled={blocked}
        autoFocus={focusComposer}
      />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  )
}
