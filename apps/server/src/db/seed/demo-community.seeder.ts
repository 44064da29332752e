import { inArray } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import { accounts, users } from '../../modules/auth/auth.table'
import { chatConversations, chatMessages } from '../../modules/chat/chat.table'
import {
  forumCategories,
  forumPostReactions,
  forumPosts,
  forumPostViews,
  forumReplies,
} from '../../modules/forums/forums.table'
import { contentReports } from '../../modules/moderation/moderation.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import {
  communityConversations,
  communityEmail,
  communityMembers,
  communityPosts,
  openReport,
  otienoAccount,
  reportedReplyText,
  type Speaker,
} from './data/community'
import { DEMO_PASSWORD, demoAccounts } from './demo-users.seeder'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The Nairobi calendar day of an instant (UTC+3 all year), as forum_post_views stores it. */
const nairobiDay = (at: number) => new Date(at + 3 * HOUR).toISOString().slice(0, 10)

const wanjikuAccount = demoAccounts.find((account) => account.email === 'wanjiku@soko.demo')!

/** Every account that speaks in the demo: e-mail, name and the language of its profile. */
const speakers: { key: Speaker; email: string; name: string; language: 'en' | 'sw' }[] = [
  ...Object.entries(communityMembers).map(([key, member]) => ({
    key: key as Speaker,
    email: communityEmail(member),
    name: `${member.first} ${member.last}`,
    language: member.language,
  })),
  { key: 'otieno', ...otienoAccount },
  { key: 'wanjiku', email: wanjikuAccount.email, name: wanjikuAccount.name, language: 'en' },
]

/**
 * The community's demo history (issue 14): about twenty members (`<first>.<last>@community.soko.demo`) and
 * otieno@soko.demo, all with the demo password; the posts and replies of data/community.ts dated over the last
 * 60 days (replies after their post), likes and views whose rows match the kept counts, private chats
 * (Otieno and Wanjiku's among them, each with an unread message for one side) and one open report.
 * Accounts are written directly (users, credential account, profile, role), with one password hash for all:
 * twenty sign-ups through better-auth cost twenty argon2 hashes and a welcome notice each.
 */
export const demoCommunitySeeder: Seeder = {
  name: 'demo-community',
  async run(db) {
    // Seeded already (the seeder asked to run again): nothing to add.
    if ((await db.select({ id: forumPosts.id }).from(forumPosts).limit(1)).length) return
    const now = Date.now()
    const random = sequence(1414)
    const latest = now - 10 * MINUTE

    // The accounts; members joined before they wrote, and Swahili speakers read the site in Swahili.
    const joined = new Date(now - 90 * DAY)
    const existing = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          speakers.map((speaker) => speaker.email),
        ),
      )
    const idOfEmail = new Map(existing.map((user) => [user.email, user.id]))
    const missing = speakers.filter((speaker) => !idOfEmail.has(speaker.email))
    if (missing.length) {
      const password = await hashPassword(DEMO_PASSWORD)
      const rows = missing.map((speaker, n) => ({ ...speaker, id: newIdAt(new Date(joined.getTime() + n)) }))
      await db.insert(users).values(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          emailVerified: true,
          createdAt: joined,
          updatedAt: joined,
        })),
      )
      await db.insert(accounts).values(
        rows.map((row) => ({
          id: newIdAt(joined),
          accountId: row.id,
          providerId: 'credential',
          userId: row.id,
          password,
          createdAt: joined,
          updatedAt: joined,
        })),
      )
      await db.insert(profiles).values(
        rows.map((row) => ({
          id: row.id,
          fullName: row.name,
          language: row.language,
          termsAcceptedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        })),
      )
      await db.insert(userRoles).values(rows.map((row) => ({ userId: row.id, role: 'customer' as const })))
      for (const row of rows) idOfEmail.set(row.email, row.id)
    }
    const idOf = new Map(speakers.map((speaker) => [speaker.key, idOfEmail.get(speaker.email)!]))
    const id = (speaker: Speaker) => idOf.get(speaker)!

    const categories = await db.select().from(forumCategories)
    const categoryId = new Map(categories.map((category) => [category.name, category.id]))

    // Posts over the last 60 days, replies after their post (most of them soon after), likes and views.
    const readers = speakers.filter((speaker) => speaker.key !== 'felix').map((speaker) => id(speaker.key))
    const postRows: (typeof forumPosts.$inferInsert)[] = []
    const replyRows: (typeof forumReplies.$inferInsert)[] = []
    const reactionRows: (typeof forumPostReactions.$inferInsert)[] = []
    const viewRows: (typeof forumPostViews.$inferInsert)[] = []
    let reported: { id: string; authorId: string; at: number } | undefined
    const count = communityPosts.length
    for (const [index, post] of communityPosts.entries()) {
      const postedAt = Math.round(now - (59 - (index * 58) / (count - 1)) * DAY + random() * 10 * HOUR)
      const postId = newIdAt(new Date(postedAt))
      const authorId = id(post.by)
      // Replies within three days (or until now), the early ones closer together.
      const span = Math.min(3 * DAY, latest - postedAt)
      const offsets = post.replies.map(() => span * random() ** 2).sort((a, b) => a - b)
      const replyIds: string[] = []
      post.replies.forEach((reply, n) => {
        const at = new Date(postedAt + Math.max(offsets[n]!, (n + 1) * MINUTE))
        const replyId = newIdAt(at)
        replyIds.push(replyId)
        const parentId = reply.to === undefined ? null : replyIds[reply.to]!
        replyRows.push({
          id: replyId,
          postId,
          parentId,
          authorId: id(reply.by),
          content: reply.text,
          createdAt: at,
        })
        if (reply.text === reportedReplyText)
          reported = { id: replyId, authorId: id(reply.by), at: at.getTime() }
      })

      // Likes: a handful to a dozen and a half readers (never the author).
      const others = readers.filter((reader) => reader !== authorId)
      const shuffled = others
        .map((reader) => ({ reader, key: random() }))
        .sort((a, b) => a.key - b.key)
        .map((entry) => entry.reader)
      const likers = shuffled.slice(0, Math.floor(random() ** 1.5 * 18))
      for (const userId of likers) {
        const likedAt = new Date(postedAt + random() * (latest - postedAt))
        reactionRows.push({ id: newIdAt(likedAt), postId, userId, createdAt: likedAt })
      }

      // Views: everyone who liked or replied read it, and more; some came back on later days.
      const repliers = post.replies.map((reply) => id(reply.by))
      const viewers = new Set([...likers, ...repliers, ...shuffled.slice(0, 4 + Math.floor(random() * 14))])
      viewers.delete(authorId)
      for (const userId of viewers) {
        const days = new Set<string>()
        const visits = 1 + Math.floor(random() ** 3 * 3)
        for (let visit = 0; visit < visits; visit++)
          days.add(nairobiDay(postedAt + (visit === 0 ? random() * 0.2 : random()) * (latest - postedAt)))
        for (const day of days) viewRows.push({ postId, userId, day })
      }

      const at = new Date(postedAt)
      postRows.push({
        id: postId,
        title: post.title,
        content: post.content,
        categoryId: categoryId.get(post.category)!,
        authorId,
        likeCount: likers.length,
        viewCount: viewRows.filter((row) => row.postId === postId).length,
        replyCount: post.replies.length,
        createdAt: at,
        updatedAt: at,
      })
    }
    // Multi-row inserts, in chunks well under PostgreSQL's 65,535 parameters.
    const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
      for (let start = 0; start < rows.length; start += 1000) await write(rows.slice(start, start + 1000))
    }
    await db.insert(forumPosts).values(postRows)
    await inChunks(replyRows, (chunk) => db.insert(forumReplies).values(chunk))
    await inChunks(reactionRows, (chunk) => db.insert(forumPostReactions).values(chunk))
    await inChunks(viewRows, (chunk) => db.insert(forumPostViews).values(chunk))

    // The open report for the admin queue: the forex "job" under the CV review post.
    if (reported)
      await db.insert(contentReports).values({
        id: newIdAt(new Date(Math.min(reported.at + 2 * HOUR, latest))),
        reporterId: id(openReport.reporter),
        targetType: 'reply',
        targetId: reported.id,
        authorId: reported.authorId,
        reason: openReport.reason,
        details: openReport.details,
        createdAt: new Date(Math.min(reported.at + 2 * HOUR, latest)),
      })

    // Private chats: the pair in id order, the last message kept, each side's read marker.
    for (const conversation of communityConversations) {
      const starterId = id(conversation.starter)
      const otherId = id(conversation.other)
      let at = now - conversation.daysAgo * DAY + random() * 6 * HOUR
      const messages = conversation.messages.map((message) => {
        at += (2 + random() * 40) * MINUTE
        const createdAt = new Date(Math.min(at, latest))
        return {
          id: newIdAt(createdAt),
          senderId: message.from === 'starter' ? starterId : otherId,
          content: message.text,
          createdAt,
        }
      })
      const last = messages.at(-1)!
      const lastOfOther = messages.filter((message) => message.senderId === otherId).at(-1)
      const readAt = {
        [starterId]: last.createdAt,
        [otherId]: conversation.readByOther ? last.createdAt : (lastOfOther?.createdAt ?? null),
      }
      const [participant1Id, participant2Id] = [starterId, otherId].sort() as [string, string]
      const conversationId = newIdAt(messages[0]!.createdAt)
      await db.insert(chatConversations).values({
        id: conversationId,
        participant1Id,
        participant2Id,
        lastMessage: last.content,
        lastMessageAt: last.createdAt,
        participant1LastReadAt: readAt[participant1Id],
        participant2LastReadAt: readAt[participant2Id],
        createdAt: messages[0]!.createdAt,
      })
      await db.insert(chatMessages).values(messages.map((message) => ({ ...message, conversationId })))
    }
  },
}
