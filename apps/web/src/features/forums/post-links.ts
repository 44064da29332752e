/** The post page's path: the link a card opens and Share hands out (issue 14). */
export function postPath(postId: string) {
  return `/chat-forums/posts/${encodeURIComponent(postId)}`
}

export function postShareUrl(postId: string, origin = window.location.origin) {
  return `${origin}${postPath(postId)}`
}
