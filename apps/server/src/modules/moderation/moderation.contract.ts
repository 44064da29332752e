import type { ReportTargetType } from '@soko/shared/community/community.constants'
import type { Db } from '../../db/client'

/** A post, reply or message as moderation sees it (decision 020). */
export type ModeratedContent = {
  targetType: ReportTargetType
  targetId: string
  authorId: string
  /** The post's title (for a reply: its post's title); null for a message. */
  title: string | null
  content: string
  /** Where to see it in context: `/chat-forums/posts/<postId>` for posts and replies; null for a message. */
  url: string | null
  hidden: boolean
  createdAt: Date
}

/**
 * What the forums and chat services give moderation for each kind of content, so that moderation never reads
 * their tables: `findVisible` is what a reporter may report (a visible post or reply; a message of a
 * conversation they are in), `findMany` is the admin queue's view (hidden or not), `setHidden` hides or
 * restores in the caller's transaction, keeping the counts right (a post's reply count), and returns false
 * when there is no such item or nothing changed.
 */
export interface ModerationSource {
  findVisible(viewerId: string, targetId: string): Promise<ModeratedContent | null>
  findMany(targetIds: string[]): Promise<ModeratedContent[]>
  setHidden(tx: Db, targetId: string, hidden: boolean): Promise<boolean>
}

export type ModerationSources = Record<ReportTargetType, ModerationSource>
