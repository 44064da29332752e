import { MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ListEmpty } from '@/components/ui/list-states'
import { useSession } from '@/lib/session'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { cn } from '@/lib/utils'
import { ChatPane } from './chat-pane'
import { ConversationList } from './conversation-list'
import { NewChatDialog } from './new-chat-dialog'

/** The open conversation's id in the URL (`?c=`), beside the tab and any other parameter. */
export const conversationParam = 'c'
/** The conversation search's term in the URL. */
export const conversationSearchParam = 'chat_search'
const SEARCH_DEBOUNCE_MS = 300

/**
 * The Messages tab of /chat-forums (spec 001 Community): the conversation list and the open chat, side by side
 * on a desktop; on a phone one screen at a time, the chat with a Back button.
 */
export default function MessagesScreen() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  const openId = params.get(conversationParam)
  const urlTerm = params.get(conversationSearchParam) ?? ''
  const search = useUrlSearchTerm(urlTerm, SEARCH_DEBOUNCE_MS)
  // Opened by the reader (not a link or Back): the message box takes the focus, ready to type.
  const [focusComposer, setFocusComposer] = useState(false)

  function update(name: string, value: string | null, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace },
    )
  }

  function openConversation(id: string) {
    setFocusComposer(true)
    update(conversationParam, id)
  }

  function typeSearch(value: string) {
    search.type(value)
    update(conversationSearchParam, value, true)
  }

  if (!user) return null
  return (
    <div
      className="grid h-[calc(100svh-12rem)] min-h-[26rem] overflow-hidden rounded-xl border bg-card md:grid-cols-[minmax(16rem,22rem)_1fr]"
      data-testid="chat-messages-tab"
    >
      <ConversationList
        className={cn('md:flex md:border-r', openId ? 'hidden' : 'flex')}
        search={search.term}
        searchTerm={search.debounced.trim()}
        onSearch={typeSearch}
        selectedId={openId}
        onSelect={(id) => openConversation(id)}
        newChat={<NewChatDialog onStarted={(id) => openConversation(id)} />}
      />
      <section
        aria-label={t('chat.title')}
        className={cn('min-h-0 min-w-0 flex-col md:flex', openId ? 'flex' : 'hidden')}
      >
        {openId ? (
          <ChatPane
            key={openId}
            focusComposer={focusComposer}
            conversationId={openId}
            myId={user.id}
            onBack={() => update(conversationParam, null)}
          />
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <ListEmpty
              icon={MessagesSquare}
              title={t('chat.pane.startTitle')}
              description={t('chat.pane.startDescription')}
              titleClassName="text-lg"
            />
          </div>
        )}
      </section>
    </div>
  )
}
