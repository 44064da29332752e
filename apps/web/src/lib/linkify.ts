/** A piece of user text: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// http(s) addresses and www. addresses; anything else (javascript:, data:, mailto:) stays text.
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi
// Punctuation that ends a sentence rather than the address ("see https://soko.co.ke.").
const trailing = '.,;:!?\'")]}'

/** The address without the sentence's punctuation after it; a ")" stays when the address opened a "(". */
function trimTrailing(url: string) {
  let end = url.length
  while (end > 0 && trailing.includes(url[end - 1]!)) {
    const head = url.slice(0, end)
    if (url[end - 1] === ')' && head.split('(').length > head.split(')').length - 1) break
    end -= 1
  }
  return url.slice(0, end)
}

/**
 * Splits user text into text and links (issue 14: text is rendered as text, links clickable, no HTML). Only
 * http and https addresses become links, so nothing the author writes can run as script.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(urlPattern)) {
    const url = trimTrailing(match[0])
    const start = match.index
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`
    if (!isWebUrl(href)) continue
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', text: url, href })
    last = start + url.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

function isWebUrl(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}
