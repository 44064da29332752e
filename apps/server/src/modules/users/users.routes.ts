import { meSchema, profileSchema, updateProfileSchema } from '@soko/shared/users/profile.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { NotificationsService } from '../notifications/notifications.service'
import { avatarMissing, avatarNotAnImage, avatarTooLarge } from './users.errors'
import { AVATAR_MAX_BYTES, type UsersService } from './users.service'

type Options = {
  users: UsersService
  notifications: NotificationsService
  exportAuthData(userId: string): Promise<unknown>
}

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { users, notifications, exportAuthData },
) => {
  const guard = { onRequest: app.requireUser }

  app.get(
    '/me',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, profile and role',
        response: { 200: meSchema },
      },
    },
    async (request) => users.getMe(currentUserId(request)),
  )

  app.get(
    '/profile',
    { ...guard, schema: { tags: ['account'], response: { 200: profileSchema } } },
    async (request) => users.getProfile(currentUserId(request)),
  )

  app.patch(
    '/profile',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary: 'Update full_name, phone (and clear avatar_url); other fields are ignored',
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => users.updateProfile(currentUserId(request), request.body),
  )

  app.post(
    '/profile/heartbeat',
    { ...guard, schema: { tags: ['account'], response: { 204: z.null() } } },
    async (request, reply) => {
      await users.heartbeat(currentUserId(request))
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/profile/avatar',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary: 'Upload an avatar image (multipart field "file")',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw avatarMissing()
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })
      if (!file) throw avatarMissing()
      if (!file.mimetype.startsWith('image/')) throw avatarNotAnImage()
      const bytes = await file.toBuffer().catch(() => {
        throw avatarTooLarge()
      })
      if (file.file.truncated) throw avatarTooLarge()
      return users.setAvatar(currentUserId(request), bytes)
    },
  )

  app.get(
    '/me/export',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary: 'Everything Soko holds on the signed-in user (Data Protection Act)',
      },
    },
    async (request, reply) => {
      const id = currentUserId(request)
      const [me, auth, allNotifications] = await Promise.all([
        users.getMe(id),
        exportAuthData(id),
        notifications.exportAll(id),
      ])
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="soko-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .send({
          exported_at: new Date().toISOString(),
          ...me,
          ...(auth as object),
          notifications: allNotifications,
        })
    },
  )
}
