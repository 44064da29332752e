import { z } from 'zod'
import { adminNoticeKinds } from '../admin/admin.constants'
import { chatMessageEventSchema, chatReadEventSchema, chatTypingEventSchema } from '../community/chat.schema'
import { eventRealtimeTypes } from '../events/event.constants'
import { FOOD_KITCHEN_ORDER_EVENT, FOOD_ORDER_STATUS_EVENT } from '../food/food.constants'
import {
  rideOfferClosedEventSchema,
  rideOfferEventSchema,
  ridePositionEventSchema,
  rideStatusEventSchema,
} from '../rides/rides.schema'

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const
export type NotificationType = (typeof notificationTypes)[number]

// The spec's Notification entity (000 section 3), field for field.
export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  action_url: z.string().nullable(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

/** Events the realtime channel carries to a signed-in browser. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
  z.object({ type: z.literal('notifications.changed') }),
  z.object({ type: z.literal('ready') }),
  // To admins only, while the admin area is open (001 section 4).
  z.object({
    type: z.literal('admin.notice'),
    kind: z.enum(adminNoticeKinds),
    name: z.string().optional(),
    amount: z.number().optional(),
  }),
  // To a promoter, while the event dashboard is open (issue 12): live check-in and sales counts.
  z.object({
    type: z.literal(eventRealtimeTypes.checkIn),
    event_id: z.string(),
    ticket_id: z.string(),
    checked_in: z.number().int(),
    tickets_sold: z.number().int(),
  }),
  z.object({
    type: z.literal(eventRealtimeTypes.sale),
    event_id: z.string(),
    order_id: z.string(),
    tickets: z.number().int(),
    checked_in: z.number().int(),
    tickets_sold: z.number().int(),
  }),
  // Food (issue 13): to the customer, their food order moved; to the owner, an order arrived paid or moved.
  z.object({ type: z.literal(FOOD_ORDER_STATUS_EVENT), order_id: z.string(), status: z.string() }),
  z.object({
    type: z.literal(FOOD_KITCHEN_ORDER_EVENT),
    order_id: z.string(),
    restaurant_id: z.string(),
    status: z.string(),
    is_new: z.boolean(),
  }),
  // Chat (issue 14): to the other participant, a message, typing, or that their messages were read.
  chatMessageEventSchema,
  chatTypingEventSchema,
  chatReadEventSchema,
  // Rides (issue 15): to the rider and driver, the ride moved; to drivers, an offer and its end; to the rider,
  // the driver's position.
  rideStatusEventSchema,
  rideOfferEventSchema,
  rideOfferClosedEventSchema,
  ridePositionEventSchema,
])
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>
