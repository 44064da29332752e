import type { ChatConversation } from '@soko/shared/community/chat.schema'
import { ArrowLeft, Ban, EllipsisVertical, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { InitialAvatar } from '@/components/ui/initial-avatar'
import { toast } from '@/lib/toast'
import { useSetBlocked } from '../api/block-user'

/** The other person's name and picture, Back (phones) and the menu to block or unblock them. */
export function ChatHeader({ conversation, onBack }: { conversation: ChatConversation; onBack: () => void }) {
  const { t } = useTranslation()
  const { other } = conversation
  const [confirming, setConfirming] = useState(false)
  const setBlocked = useSetBlocked()

  function change(blocked: boolean) {
    setBlocked.mutate(
      { userId: other.id, blocked },
      {
        onSuccess: () => {
          setConfirming(false)
          toast.success(t(blocked ? 'chat.toast.blocked' : 'chat.toast.unblocked', { name: other.full_name }))
        },
        onError: () => toast.error(t('chat.toast.error'), { description: t('chat.toast.blockFailed') }),
      },
    )
  }

  return (
    <header className="flex items-center gap-2 border-b p-2 md:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onBack}
        aria-label={t('chat.pane.back')}
      >
        <ArrowLeft aria-hidden />
      </Button>
      <InitialAvatar src={other.avatar_url} name={other.full_name} size={40} className="size-10" />
      <h2 className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="chat-pane-name">
        {other.full_name}
      </h2>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('chat.pane.options')}>
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {conversation.blocked_by_me ? (
            <DropdownMenuItem onSelect={() => change(false)}>
              <ShieldCheck aria-hidden />
              {t('chat.pane.unblock', { name: other.full_name })}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirming(true)}>
              <Ban aria-hidden />
              {t('chat.pane.block', { name: other.full_name })}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('chat.pane.blockTitle', { name: other.full_name })}
        description={t('chat.pane.blockDescription')}
        confirmLabel={t('chat.pane.blockConfirm')}
        pendingLabel={t('chat.pane.blocking')}
        cancelLabel={t('chat.pane.cancel')}
        pending={setBlocked.isPending}
        onConfirm={() => change(true)}
      />
    </header>
  )
}
