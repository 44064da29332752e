import { codedError } from '../../lib/errors'

export const notificationNotFound = codedError('notifications.not_found', 404, 'Notification not found.')
export const badCursor = codedError('notifications.bad_cursor', 400, 'The page cursor is not valid.')
