import type { Db } from '../../db/client'
import { texts } from '../../lib/texts'
import type { NotificationsService } from '../notifications/notifications.service'
import type { EventReminder } from './events.order-lines'
import { eventsRepository as repo } from './events.repository'

export const EVENT_REMINDER_JOB = 'event.reminder'

/** One pending reminder per event and order: booking again for the same order moves it, a cancel drops it. */
export const eventReminderKey = (reminder: Omit<EventReminder, 'userId'>) =>
  `${reminder.eventId}:${reminder.orderId}`

/**
 * The day-before reminder of an event (issue 18): a notice, and an SMS when the holder chose reminders by SMS.
 * Run by the durable queue; it says nothing when the event was unpublished or the order's tickets are void.
 */
export function createEventReminderJob({
  db,
  notifications,
}: {
  db: Db
  notifications: Pick<NotificationsService, 'notify'>
}) {
  return async (payload: unknown) => {
    const { eventId, orderId, userId } = payload as EventReminder
    const event = await repo.find(db, eventId)
    if (!event || !event.isActive) return
    const tickets = (await repo.ticketsOfOrder(db, orderId)).filter(
      (ticket) => ticket.eventId === eventId && ticket.status === 'valid',
    ).length
    if (!tickets) return
    const when = `${event.date} ${event.time}`
    await notifications.notify(userId, {
      type: 'info',
      title: texts.eventReminder.title,
      message: texts.eventReminder.message(event.title, when, event.location, tickets),
      actionUrl: `/orders/${orderId}`,
      sms: { kind: 'reminders', text: texts.eventReminder.sms(event.title, when, tickets) },
    })
  }
}
