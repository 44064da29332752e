import { REPLY_CONTENT_MAX } from '@soko/shared/community/community.constants'
import type { ForumReply } from '@soko/shared/community/forums.schema'
import { MessageCircle, Pencil } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDeleteReply } from '../api/delete-reply'
import { useUpdateReply } from '../api/update-reply'
import { canStillEdit } from '../reply-threads'
import { LinkifiedText } from '@/components/ui/linkified-text'
import { MoreActions } from './more-actions'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'

/**
 * One reply: author, time, text with links; Reply (to a reply to the post), Edit and Delete for its author
 * within 15 minutes, Report for everyone else signed in.
 */
export function ReplyItem({
  reply,
  postId,
  meId,
  onAnswer,
  onReport,
}: {
  reply: ForumReply
  postId: string
  meId: string | null
  /** Offered on replies to the post (threads go one level deep). */
  onAnswer?: (reply: ForumReply) => void
  onReport: (reply: ForumReply) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(reply.content)
  const update = useUpdateReply(postId)
  const remove = useDeleteReply(postId)
  const own = meId !== null && meId === reply.author_id
  const editable = own && canStillEdit(reply, Date.now())

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const content = draft.trim()
    if (!content || update.isPending) return
    update.mutate(
      { replyId: reply.id, content },
      {
        onSuccess: () => {
          setEditing(false)
          toast.success(t('forums.replies.saved'))
        },
        onError: (error) => toast.error(errorMessage(error, t('forums.replies.saveFailed'))),
      },
    )
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(reply.id)
      toast.success(t('forums.replies.deleted'))
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('forums.replies.deleteFailed')))
      return false
    }
  }

  return (
    <article aria-labelledby={`${id}-author`} className="flex gap-3" data-testid="reply">
      <PersonAvatar person={reply.author} size={32} className="mt-1 text-xs" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p id={`${id}-author`} className="font-medium">
            {reply.author.full_name}
          </p>
          <RelativeTime iso={reply.created_at} className="text-sm text-muted-foreground" />
          {reply.edited_at && (
            <span className="text-sm text-muted-foreground">{t('forums.replies.edited')}</span>
          )}
        </div>

        {editing ? (
          <form onSubmit={save} className="flex flex-col gap-2">
            <label htmlFor={`${id}-edit`} className="sr-only">
              {t('forums.replies.editLabel')}
            </label>
            <Textarea
              id={`${id}-edit`}
              value={draft}
              rows={3}
              maxLength={REPLY_CONTENT_MAX}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() => {
                  setDraft(reply.content)
                  setEditing(false)
                }}
              >
                {t('forums.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending || draft.trim() === ''}>
                {update.isPending ? t('forums.replies.saving') : t('forums.replies.save')}
              </Button>
            </div>
          </form>
        ) : (
          <LinkifiedText text={reply.content} />
        )}

        {!editing && (
          <div className="-ml-2 flex flex-wrap items-center gap-1">
            {onAnswer && meId && (
              <Button
                variant="ghost"
                className="px-2"
                aria-label={t('forums.replies.replyTo', { name: reply.author.full_name })}
                onClick={() => onAnswer(reply)}
              >
                <MessageCircle aria-hidden />
                {t('forums.replies.reply')}
              </Button>
            )}
            {editable && (
              <>
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => {
                    setDraft(reply.content)
                    setEditing(true)
                  }}
                >
                  <Pencil aria-hidden />
                  {t('forums.replies.edit')}
                </Button>
                <InlineConfirm
                  label={t('forums.replies.delete')}
                  question={t('forums.replies.deleteQuestion')}
                  confirmLabel={t('forums.replies.deleteConfirm')}
                  pendingLabel={t('forums.replies.deleting')}
                  keepLabel={t('forums.replies.keep')}
                  pending={remove.isPending}
                  onConfirm={confirmDelete}
                  className="w-auto border-0 px-2 shadow-none sm:w-auto"
                />
              </>
            )}
            {meId && !own && (
              <MoreActions
                label={t('forums.replies.byName', { name: reply.author.full_name })}
                onReport={() => onReport(reply)}
              />
            )}
          </div>
        )}
      </div>
    </article>
  )
}
