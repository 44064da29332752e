import { PostPage } from '@/features/forums/components/post-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'forums.postPageTitle'

/** /chat-forums/posts/:id: one post and its replies; the share link of a post card (issue 14). */
export default function ChatForumsPostRoute() {
  return <PostPage />
}
