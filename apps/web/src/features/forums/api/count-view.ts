import { apiClient } from '@/lib/api-client'

/** POST /api/forums/posts/:id/views: counted once per user per post per day (`counted` says whether). */
export function countForumView(postId: string) {
  return apiClient.post<{ view_count: number; counted: boolean }>(
    `/api/forums/posts/${encodeURIComponent(postId)}/views`,
    undefined,
  )
}
