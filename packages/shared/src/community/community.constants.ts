// Community (issue 14, decision 020): forums, private chat, reports and moderation. Limits, texts and event
// names both sides use. Spec 001 "Community", sections 3 to 8.

/** Seeded categories with their badge colours (issue 14), in the order the filter lists them. */
export const forumCategorySeeds = [
  { name: 'General', color: '#64748b' },
  { name: 'Marketplace Tips', color: '#15803d' },
  { name: 'Jobs and Careers', color: '#1d4ed8' },
  { name: 'Events', color: '#7c3aed' },
  { name: 'Food', color: '#c2410c' },
  { name: 'Housing', color: '#0f766e' },
  { name: 'Health', color: '#be123c' },
  { name: 'Tech', color: '#0369a1' },
] as const

export const POST_TITLE_MAX = 150
export const POST_CONTENT_MAX = 5_000
export const REPLY_CONTENT_MAX = 2_000
export const MESSAGE_CONTENT_MAX = 2_000
export const REPORT_DETAILS_MAX = 500
export const WARNING_MESSAGE_MAX = 500
export const FORUM_SEARCH_MAX = 100

export const FORUM_POSTS_PAGE_SIZE = 20
export const FORUM_REPLIES_PAGE_SIZE = 50
/** Messages are paged: the newest 50, older ones on scroll (issue 14). */
export const CHAT_MESSAGES_PAGE_SIZE = 50
/** User search of the New Chat dialog: at most 10 results (001 section 5). */
export const USER_SEARCH_LIMIT = 10

/** A reply can be edited or deleted by its author within this many minutes of posting. */
export const REPLY_EDIT_WINDOW_MINUTES = 15

/** Spam limits, per user per minute (issue 14). */
export const communityRateLimits = {
  posts: { window: 60, max: 3 },
  replies: { window: 60, max: 10 },
  messages: { window: 60, max: 30 },
  reports: { window: 60, max: 10 },
  typing: { window: 10, max: 10 },
} as const

export const reactionTypes = ['like'] as const
export const reportTargetTypes = ['post', 'reply', 'message'] as const
export type ReportTargetType = (typeof reportTargetTypes)[number]
export const reportReasons = ['spam', 'harassment', 'hate', 'scam', 'inappropriate', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]
export const reportStatuses = ['open', 'actioned', 'dismissed'] as const
export type ReportStatus = (typeof reportStatuses)[number]
/** What an admin did about a report (audited). */
export const moderationActions = ['hide', 'restore', 'dismiss', 'warn', 'suspend'] as const
export type ModerationAction = (typeof moderationActions)[number]

/** Realtime event types of the chat (server: modules/chat; browser: lib/chat-live.ts). */
export const chatRealtimeTypes = {
  message: 'chat.message',
  typing: 'chat.typing',
  read: 'chat.read',
} as const

/** The spec's exact texts (001 section 8) and the messages of the rules the spec is silent on. */
export const communityMessages = {
  notAuthenticated: 'User not authenticated',
  startFailed: 'Failed to start conversation. Please try again.',
  started: 'Conversation started successfully.',
  sendFailed: 'Failed to send message. Please try again.',
  createPostFailed: 'Failed to create post. Please try again.',
  postCreatedTitle: 'Post Created',
  postCreated: 'Your forum post has been created successfully.',
  likeFailed: 'Failed to update like. Please try again.',
  // Not in the spec:
  postNotFound: 'This post is not available.',
  replyNotFound: 'This reply is not available.',
  conversationNotFound: 'This conversation is not available.',
  userNotFound: 'This person is not available.',
  categoryNotFound: 'Please choose a category.',
  titleRequired: 'Please enter a title.',
  contentRequired: 'Please write something.',
  titleTooLong: `A title can have at most ${POST_TITLE_MAX} characters.`,
  postTooLong: `A post can have at most ${POST_CONTENT_MAX} characters.`,
  replyTooLong: `A reply can have at most ${REPLY_CONTENT_MAX} characters.`,
  messageTooLong: `A message can have at most ${MESSAGE_CONTENT_MAX} characters.`,
  messageBlank: 'Please type a message.',
  editWindowClosed: `Replies can be edited or deleted only within ${REPLY_EDIT_WINDOW_MINUTES} minutes of posting.`,
  rateLimited: "You're posting too fast. Please wait a moment and try again.",
  chatSelf: "You can't start a conversation with yourself.",
  blocked: "You can't message this person.",
  blockSelf: "You can't block yourself.",
  alreadyReported: 'You have already reported this.',
  reportNotFound: 'This report is not available.',
  imageInvalid: 'Please choose a JPEG, PNG or WebP picture.',
  hiddenMessage: 'This message was removed by a moderator.',
} as const
