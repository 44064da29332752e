import type { ChatMessage } from '@soko/shared/community/chat.schema'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { chatMessageType, chatReadType, chatTypingType, subscribeChatLive } from '@/lib/chat-live'
import { chatKeys } from './api/query-keys'
import { addMessage, laterOf, type MessagePages } from './messages-cache'

/** How long "is typing" stays up after the last typing event (the sender repeats it every 3 s). */
export const TYPING_SHOWN_MS = 5_000

/**
 * The open conversation, live (the channel itself is features/notifications'; lib/chat-live relays it): a new
 * message is added to the pane at once, the other person's typing shows for a few seconds, and their read
 * receipt moves the ticks. Returns what the pane shows.
 */
export function useConversationLive(conversationId: string, myId: string) {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState(false)
  const [readAt, setReadAt] = useState<string | null>(null)
  const [arrived, setArrived] = useState<ChatMessage | null>(null)

  useEffect(() => {
    let typingTimer: number | undefined
    const stopTyping = () => {
      window.clearTimeout(typingTimer)
      setTyping(false)
    }
    const unsubscribe = subscribeChatLive((event) => {
      if (event.conversation_id !== conversationId) return
      if (event.type === chatMessageType) {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
          addMessage(data, event.message),
        )
        if (event.message.sender_id !== myId) {
          stopTyping()
          setArrived(event.message)
        }
      } else if (event.type === chatTypingType && event.user_id !== myId) {
        window.clearTimeout(typingTimer)
        setTyping(true)
        typingTimer = window.setTimeout(() => setTyping(false), TYPING_SHOWN_MS)
      } else if (event.type === chatReadType && event.reader_id !== myId) {
        setReadAt((current) => laterOf(current, event.read_at))
      }
    })
    return () => {
      unsubscribe()
      window.clearTimeout(typingTimer)
    }
  }, [conversationId, myId, queryClient])

  return { typing, readAt, arrived }
}
