import { MESSAGE_CONTENT_MAX } from '@soko/shared/community/community.constants'
import { SendHorizontal } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** The other person hears "is typing" at most this often. */
export const TYPING_INTERVAL_MS = 3_000

/**
 * The message box: Enter sends, Shift+Enter makes a new line (001 section 2); Send is disabled while the text
 * is blank or a message is on its way (section 5). While the reader types, `onTyping` runs at most every 3 s.
 */
export function MessageComposer({
  onSend,
  onTyping,
  sending,
  disabled = false,
  autoFocus = false,
}: {
  /** Resolves true once sent; false gives the text back to the box. */
  onSend: (content: string) => Promise<boolean>
  onTyping?: () => void
  sending: boolean
  disabled?: boolean
  /** Takes the focus once shown (the reader just opened the chat). */
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const lastTyping = useRef(0)
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (autoFocus) box.current?.focus()
  }, [autoFocus])
  const blank = draft.trim().length === 0
  const canSend = !blank && !sending && !disabled

  function change(value: string) {
    setDraft(value)
    if (!onTyping || value.trim().length === 0) return
    const now = Date.now()
    if (now - lastTyping.current >= TYPING_INTERVAL_MS) {
      lastTyping.current = now
      onTyping()
    }
  }

  async function send() {
    if (!canSend) return
    const content = draft.trim()
    setDraft('')
    // The next keystroke after a message says "typing" again at once.
    lastTyping.current = 0
    const sent = await onSend(content)
    if (!sent) setDraft((current) => (current === '' ? content : current))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <label htmlFor="chat-composer" className="sr-only">
        {t('chat.composer.label')}
      </label>
      <textarea
        ref={box}
        id="chat-composer"
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        placeholder={t('chat.composer.placeholder')}
        aria-describedby="chat-composer-hint"
        maxLength={MESSAGE_CONTENT_MAX}
        disabled={disabled}
        rows={1}
        className={cn(
          'max-h-40 min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        )}
      />
      <span id="chat-composer-hint" className="sr-only">
        {t('chat.composer.hint')}
      </span>
      <Button
        type="submit"
        size="icon"
        disabled={!canSend}
        aria-label={sending ? t('chat.composer.sending') : t('chat.composer.send')}
      >
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  )
}
