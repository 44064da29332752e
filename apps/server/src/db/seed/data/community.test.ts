import {
  forumCategorySeeds,
  MESSAGE_CONTENT_MAX,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  REPLY_CONTENT_MAX,
} from '@soko/shared/community/community.constants'
import { describe, expect, it } from 'vitest'
import {
  communityConversations,
  communityEmail,
  communityMembers,
  communityPosts,
  reportedReplyText,
} from './community'

describe('the community demo data', () => {
  it('has about twenty members with unique community e-mails', () => {
    const members = Object.values(communityMembers)
    expect(members.length).toBeGreaterThanOrEqual(18)
    const emails = members.map(communityEmail)
    expect(new Set(emails).size).toBe(emails.length)
    for (const email of emails) expect(email).toMatch(/^[a-z]+\.[a-z]+@community\.soko\.demo$/)
    expect(emails).toContain('wanjiru.kamau@community.soko.demo')
  })

  it('has 60+ posts and 200+ replies over the eight categories, in English and Swahili, within the limits', () => {
    expect(communityPosts.length).toBeGreaterThanOrEqual(60)
    expect(communityPosts.flatMap((post) => post.replies).length).toBeGreaterThanOrEqual(200)
    for (const { name } of forumCategorySeeds)
      expect(communityPosts.filter((post) => post.category === name).length, name).toBeGreaterThanOrEqual(6)
    const swahili = communityPosts.filter((post) => post.language === 'sw').length
    expect(swahili).toBeGreaterThanOrEqual(15)
    expect(communityPosts.length - swahili).toBeGreaterThanOrEqual(30)
    for (const post of communityPosts) {
      expect(post.title.length, post.title).toBeLessThanOrEqual(POST_TITLE_MAX)
      expect(post.content.length, post.title).toBeLessThanOrEqual(POST_CONTENT_MAX)
      for (const reply of post.replies) expect(reply.text.length).toBeLessThanOrEqual(REPLY_CONTENT_MAX)
    }
    const titles = communityPosts.map((post) => post.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('answers replies one level deep: `to` names an earlier top-level reply of the same post', () => {
    let answers = 0
    for (const post of communityPosts)
      post.replies.forEach((reply, index) => {
        if (reply.to === undefined) return
        answers++
        expect(reply.to, post.title).toBeLessThan(index)
        expect(post.replies[reply.to]!.to, post.title).toBeUndefined()
      })
    expect(answers).toBeGreaterThanOrEqual(30)
  })

  it('has the reported reply once, chats with messages, and Otieno chatting with Wanjiku', () => {
    const reported = communityPosts.flatMap((post) => post.replies).filter((reply) => reply.text === reportedReplyText)
    expect(reported).toHaveLength(1)
    const pairs = communityConversations.map((chat) => [chat.starter, chat.other].sort().join('+'))
    expect(new Set(pairs).size).toBe(pairs.length)
    expect(pairs).toContain('otieno+wanjiku')
    for (const chat of communityConversations) {
      expect(chat.starter).not.toBe(chat.other)
      expect(chat.messages.length).toBeGreaterThan(0)
      for (const message of chat.messages) expect(message.text.length).toBeLessThanOrEqual(MESSAGE_CONTENT_MAX)
    }
  })
})
