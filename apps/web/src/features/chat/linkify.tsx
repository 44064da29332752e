import type { ReactNode } from 'react'

// Messages are text: never HTML. Web addresses in them become links that open in a new tab (issue 14).
const urlPattern = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi
// Punctuation that ends a sentence is not part of the address.
const trailing = /[.,;:!?)\]]+$/

/** The text with its web addresses as links; everything else stays plain text. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index
    const found = match[0]
    const url = found.replace(trailing, '')
    if (start > last) parts.push(text.slice(last, start))
    const href = url.toLowerCase().startsWith('www.') ? `https://${url}` : url
    parts.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="underline underline-offset-2 break-all"
      >
        {url}
      </a>,
    )
    last = start + url.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
