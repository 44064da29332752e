import { Plus, Search } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { InitialAvatar } from '@/components/ui/initial-avatar'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useStartConversation } from '../api/start-conversation'
import { useUserSearch } from '../api/search-users'

/** How long the search waits after the last key before asking the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300

/**
 * New Chat: find a person by name or e-mail (blank finds nothing, at most 10) and open the conversation with
 * them, the existing one if there is one (001 section 4).
 */
export function NewChatDialog({ onStarted }: { onStarted: (conversationId: string) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS).trim()
  const users = useUserSearch(term)
  const start = useStartConversation()
  const started = useRef(false)

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) setSearch('')
  }

  function choose(userId: string) {
    start.mutate(userId, {
      onSuccess: (conversation) => {
        toast.success(t('chat.toast.success'), { description: t('chat.toast.started') })
        started.current = true
        changeOpen(false)
        onStarted(conversation.id)
      },
      onError: () => toast.error(t('chat.toast.error'), { description: t('chat.toast.startFailed') }),
    })
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Button size="sm" className="h-11" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {t('chat.newChat')}
      </Button>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-md"
        // A conversation was opened: its message box takes the focus, not the New Chat button.
        onCloseAutoFocus={(event) => {
          if (started.current) event.preventDefault()
          started.current = false
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('chat.newChatDialog.title')}</DialogTitle>
          <DialogDescription>{t('chat.newChatDialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <label htmlFor="chat-user-search" className="sr-only">
            {t('chat.newChatDialog.searchLabel')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="chat-user-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('chat.newChatDialog.searchPlaceholder')}
            className="pl-9"
            autoComplete="off"
          />
        </div>
        <div aria-live="polite" className="min-h-12">
          {term === '' ? null : users.isPending ? (
            <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {t('chat.newChatDialog.searching')}
            </p>
          ) : users.isError ? (
            <p className="py-3 text-sm text-destructive">{t('chat.newChatDialog.error')}</p>
          ) : users.data.length === 0 ? (
            <p className="py-3 text-sm text-muted-foreground">{t('chat.newChatDialog.noPeople')}</p>
          ) : (
            <ul className="flex flex-col" data-testid="chat-user-results">
              {users.data.slice(0, 10).map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    disabled={start.isPending}
                    onClick={() => choose(person.id)}
                    aria-label={t('chat.newChatDialog.start', { name: person.full_name })}
                    className="flex min-h-12 w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  >
                    <InitialAvatar
                      src={person.avatar_url}
                      name={person.full_name}
                      size={36}
                      className="size-9"
                    />
                    <span className="truncate font-medium">{person.full_name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
