import { REPLY_EDIT_WINDOW_MINUTES } from '@soko/shared/community/community.constants'
import type { ForumReply } from '@soko/shared/community/forums.schema'

export interface ReplyThread {
  reply: ForumReply
  /** Answers to this reply, oldest first, shown one level in. */
  children: ForumReply[]
}

/**
 * "Threaded enough" (issue 14): replies to the post in order, each with the replies to it under it. A reply
 * whose parent is not on screen (not loaded yet, or removed) stands on its own rather than disappearing.
 */
export function groupReplies(replies: ForumReply[]): ReplyThread[] {
  const threads: ReplyThread[] = []
  const byId = new Map<string, ReplyThread>()
  for (const reply of replies) {
    const parent = reply.parent_id ? byId.get(reply.parent_id) : undefined
    if (parent) {
      parent.children.push(reply)
      // A reply to a reply to a reply joins the same thread (one level deep).
      byId.set(reply.id, parent)
      continue
    }
    const thread = { reply, children: [] }
    threads.push(thread)
    byId.set(reply.id, thread)
  }
  return threads
}

/** Whether the author may still edit or delete the reply: the server's word, and the 15 minutes not over. */
export function canStillEdit(reply: ForumReply, now: number) {
  const age = now - new Date(reply.created_at).getTime()
  return reply.can_edit && age < REPLY_EDIT_WINDOW_MINUTES * 60_000
}
