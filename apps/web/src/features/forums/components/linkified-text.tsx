import { useMemo } from 'react'
import { cn } from '@/lib/utils'
import { linkify } from '../linkify'

/**
 * User text as text: line breaks kept, web addresses clickable (opening in a new tab, with no referrer and
 * no ranking credit), everything else escaped by React. Never HTML.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => linkify(text), [text])
  return (
    <p className={cn('break-words whitespace-pre-wrap', className)}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-primary underline underline-offset-2 break-all"
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
