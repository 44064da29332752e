import { useMemo, type ComponentProps } from 'react'
import { linkify } from '@/lib/linkify'
import { cn } from '@/lib/utils'

/**
 * User text as text (forum posts, replies, chat messages): line breaks kept, web addresses clickable (opening
 * in a new tab, with no referrer and no ranking credit), everything else escaped by React. Never HTML.
 */
export function LinkifiedText({
  text,
  className,
  linkClassName = 'font-medium text-primary underline underline-offset-2 break-all',
  ...props
}: { text: string; linkClassName?: string } & Omit<ComponentProps<'p'>, 'children'>) {
  const parts = useMemo(() => linkify(text), [text])
  return (
    <p className={cn('break-words whitespace-pre-wrap', className)} {...props}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={linkClassName}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}
