import { REPLY_CONTENT_MAX } from '@soko/shared/community/community.constants'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCreateReply } from '../api/create-reply'

/**
 * The reply box: to the post, or (with `parent`) to one reply. Reply is disabled while the text is blank or
 * being sent; a failure keeps the text so it can be sent again.
 */
export function ReplyForm({
  postId,
  parent,
  onDone,
}: {
  postId: string
  /** Answering a reply: whose, for the label; the form takes the focus and offers Cancel. */
  parent?: { id: string; name: string }
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [content, setContent] = useState('')
  const box = useRef<HTMLTextAreaElement>(null)
  const create = useCreateReply(postId)
  const blank = content.trim() === ''

  useEffect(() => {
    if (parent) box.current?.focus()
  }, [parent])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (blank || create.isPending) return
    create.mutate(
      { content: content.trim(), parent_id: parent?.id ?? null },
      {
        onSuccess: () => {
          setContent('')
          toast.success(t('forums.replies.posted'))
          onDone?.()
        },
        onError: (error) => toast.error(errorMessage(error, t('forums.replies.failed'))),
      },
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
      data-testid={parent ? 'nested-reply-form' : 'reply-form'}
    >
      <Label htmlFor={`${id}-content`}>
        {parent ? t('forums.replies.replyTo', { name: parent.name }) : t('forums.replies.label')}
      </Label>
      <Textarea
        ref={box}
        id={`${id}-content`}
        value={content}
        rows={parent ? 2 : 3}
        maxLength={REPLY_CONTENT_MAX}
        placeholder={t('forums.replies.placeholder')}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone makes a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onDone && (
          <Button variant="outline" onClick={onDone} disabled={create.isPending}>
            {t('forums.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={blank || create.isPending}>
          {create.isPending ? t('forums.replies.sending') : t('forums.replies.submit')}
        </Button>
      </div>
    </form>
  )
}
