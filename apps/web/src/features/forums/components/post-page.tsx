/** /chat-forums/posts/:id, the share link (issue 14): built by the forums work. */
export function PostPage() {
  return null
}
