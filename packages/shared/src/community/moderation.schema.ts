import { z } from 'zod'
import {
  REPORT_DETAILS_MAX,
  reportReasons,
  reportStatuses,
  reportTargetTypes,
  WARNING_MESSAGE_MAX,
} from './community.constants'
import { communityPersonSchema } from './forums.schema'

// Reports and moderation (decision 020). Anyone signed in reports a post, a reply or a message they can see;
// admins work the queue at /admin/community.

export const reportTargetTypeSchema = z.enum(reportTargetTypes)
export const reportReasonSchema = z.enum(reportReasons)

/** POST /api/community/reports: one report per user per item (409 the second time). */
export const createReportSchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: z.uuid(),
  reason: reportReasonSchema,
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
})
export type CreateReport = z.infer<typeof createReportSchema>
export const createdReportSchema = z.object({ id: z.string() })

/** GET /api/admin/community/reports: one row per reported item, its reports grouped. */
export const reportQueueQuerySchema = z.object({
  status: z.enum(reportStatuses).default('open'),
  target_type: reportTargetTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const reportSchema = z.object({
  id: z.string(),
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  reporter: communityPersonSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  action: z.string().nullable(),
})
export type Report = z.infer<typeof reportSchema>

/** A reported item with what the admin needs to decide: the content, its author and every report of it. */
export const reportedItemSchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  /** The post's title (the reply's or message's post title / null). */
  title: z.string().nullable(),
  content: z.string(),
  /** Where to see it in context: the post page for posts and replies; null for a private message. */
  url: z.string().nullable(),
  hidden: z.boolean(),
  author: communityPersonSchema.extend({
    suspended: z.boolean(),
    warnings: z.number().int(),
  }),
  reports: z.array(reportSchema),
  created_at: z.string(),
})
export type ReportedItem = z.infer<typeof reportedItemSchema>

export const reportQueueSchema = z.object({
  items: z.array(reportedItemSchema),
  total: z.number().int(),
  open_count: z.number().int(),
})
export type ReportQueue = z.infer<typeof reportQueueSchema>

/** POST /api/admin/community/content/:type/:id/(hide|restore) and /reports/:id/dismiss bodies. */
export const moderationNoteSchema = z.object({ note: z.string().trim().max(WARNING_MESSAGE_MAX).optional() })

/** POST /api/admin/community/users/:id/warn: the author gets this as a notification. */
export const warnUserSchema = z.object({
  message: z.string().trim().min(1).max(WARNING_MESSAGE_MAX),
  target_type: reportTargetTypeSchema.optional(),
  target_id: z.uuid().optional(),
})

/** What hide, restore and dismiss answer: the item as it now is and how many open reports the action closed. */
export const moderationResultSchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  hidden: z.boolean(),
  closed_reports: z.number().int(),
})
export type ModerationResult = z.infer<typeof moderationResultSchema>

/** What warn and suspend answer: the author as the queue shows them. */
export const moderatedAuthorSchema = z.object({
  user_id: z.string(),
  suspended: z.boolean(),
  warnings: z.number().int(),
})
export type ModeratedAuthor = z.infer<typeof moderatedAuthorSchema>
