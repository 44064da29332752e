import { randomBytes } from 'node:crypto'
import type { Me, Profile, ProfileLanguage, UpdateProfileInput } from '@soko/shared/users/profile.schema'
import sharp from 'sharp'
import type { Db } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import { accountsService } from '../auth/auth.service'
import { avatarNotAnImage, avatarTooLarge, profileNotFound } from './users.errors'
import { createUsersRepository, type AppRoleValue, type ProfileRow } from './users.repository'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif'])

const toLanguage = (value: string): ProfileLanguage => (value === 'sw' ? 'sw' : 'en')

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  full_name: row.fullName,
  phone: row.phone,
  avatar_url: row.avatarUrl,
  language: toLanguage(row.language),
  data_saver: row.dataSaver,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export function createUsersService({ db, storage }: { db: Db; storage: FileStorage }) {
  const repository = createUsersRepository(db)
  /** The profile and the account's display name change together. */
  const updateProfileRow = (userId: string, changes: Parameters<typeof repository.updateProfile>[1]) =>
    db.transaction(async (tx) => {
      const row = await createUsersRepository(tx as unknown as Db).updateProfile(userId, changes)
      if (row && changes.fullName !== undefined)
        await accountsService.rename(tx as unknown as Db, userId, changes.fullName)
      return row
    })
  const notedLanguages = new Map<string, { language: ProfileLanguage; until: number }>()

  async function removeAvatarFile(avatarUrl: string | null | undefined) {
    const key = storage.keyOfUrl(avatarUrl)
    if (key?.startsWith('uploads/avatars/')) await storage.remove(key)
  }

  return {
    /** Every new account gets its profile (full name trimmed) and the customer role. */
    async createAccountRows(
      userId: string,
      fullName: string,
      termsAccepted: boolean,
      language: ProfileLanguage = 'en',
    ) {
      await repository.createAccountRows(userId, fullName.trim(), termsAccepted ? new Date() : null, language)
    },

    /**
     * The language a signed-in request showed (the web's `soko_language` cookie) becomes the account's. Each
     * server remembers what it last wrote for a minute, so most requests cost no query; another instance's
     * write is picked up after that minute at worst.
     */
    async noteLanguage(userId: string, language: ProfileLanguage) {
      const known = notedLanguages.get(userId)
      if (known && known.language === language && known.until > Date.now()) return
      await repository.updateLanguage(userId, language)
      if (notedLanguages.size >= 10_000) notedLanguages.clear()
      notedLanguages.set(userId, { language, until: Date.now() + 60_000 })
    },

    /** The language to write this user's notifications and e-mails in; English when unknown. */
    async languageOf(userId: string): Promise<ProfileLanguage> {
      const profile = await repository.findProfile(userId)
      return toLanguage(profile?.language ?? 'en')
    },

    async roleOf(userId: string): Promise<AppRoleValue> {
      return repository.findRole(userId)
    },

    /** The spec's is_admin_user: true only for the admin role; any failure means not admin. */
    async isAdminUser(userId: string): Promise<boolean> {
      try {
        return (await repository.findRole(userId)) === 'admin'
      } catch {
        return false
      }
    },

    async setRole(userId: string, role: AppRoleValue) {
      await repository.setRole(userId, role)
    },

    async getMe(userId: string): Promise<Me> {
      const [user, profile, role] = await Promise.all([
        repository.findUser(userId),
        repository.findProfile(userId),
        repository.findRole(userId),
      ])
      if (!user || !profile) throw profileNotFound()
      return {
        user: {
          id: user.id,
          // A phone account's placeholder address (auth.ts PHONE_EMAIL_DOMAIN) is nobody's: shown as none.
          email: user.email.endsWith('.invalid') ? '' : user.email,
          name: user.name,
          email_verified: user.emailVerified,
          two_factor_enabled: Boolean(user.twoFactorEnabled),
          phone_number: user.phoneNumberVerified ? user.phoneNumber : null,
          phone_number_verified: Boolean(user.phoneNumberVerified && user.phoneNumber),
          has_email: !user.email.endsWith('.invalid'),
          created_at: user.createdAt.toISOString(),
        },
        profile: toProfile(profile),
        role,
        is_admin: role === 'admin',
      }
    },

    async getProfile(userId: string): Promise<Profile> {
      const row = await repository.findProfile(userId)
      if (!row) throw profileNotFound()
      return toProfile(row)
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      const changes: {
        fullName?: string
        phone?: string | null
        avatarUrl?: null
        language?: string
        dataSaver?: boolean
      } = {}
      if (input.data_saver !== undefined) changes.dataSaver = input.data_saver
      if (input.language !== undefined) {
        changes.language = input.language
        notedLanguages.delete(userId)
      }
      if (input.full_name !== undefined) changes.fullName = input.full_name
      if (input.phone !== undefined) changes.phone = input.phone === '' ? null : input.phone
      const previous = input.avatar_url === null ? await repository.findProfile(userId) : undefined
      if (input.avatar_url === null) changes.avatarUrl = null
      const row = await updateProfileRow(userId, changes)
      if (!row) throw profileNotFound()
      if (previous) await removeAvatarFile(previous.avatarUrl)
      return toProfile(row)
    },

    /** A phone proven by an SMS code becomes the profile's phone (decision 016). */
    async setVerifiedPhone(userId: string, phone: string) {
      await repository.updateProfile(userId, { phone })
    },

    async heartbeat(userId: string) {
      await repository.touchLastSeen(userId)
    },

    /** Checks the bytes really are an image, squares it to 256 px WebP, and stores it (DATA_DIR or the bucket). */
    async setAvatar(userId: string, bytes: Buffer): Promise<Profile> {
      if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge()
      let webp: Buffer
      try {
        const metadata = await sharp(bytes).metadata()
        if (!metadata.format || !ACCEPTED_IMAGE_FORMATS.has(metadata.format)) throw avatarNotAnImage()
        webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer()
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === avatarNotAnImage.code) throw error
        throw avatarNotAnImage()
      }
      const key = `uploads/avatars/${userId}-${randomBytes(6).toString('hex')}.webp`
      await storage.put(key, webp, { contentType: 'image/webp' })
      const previous = await repository.findProfile(userId)
      const row = await updateProfileRow(userId, { avatarUrl: storage.publicUrl(key) })
      if (!row) throw profileNotFound()
      await removeAvatarFile(previous?.avatarUrl)
      return toProfile(row)
    },

    /** Files that live outside the database, removed when the account is erased. */
    async eraseFiles(userId: string) {
      const profile = await repository.findProfile(userId)
      await removeAvatarFile(profile?.avatarUrl)
    },
  }
}
export type UsersService = ReturnType<typeof createUsersService>

/** Sets a user's role inside the caller's transaction (an approval grants it with its audit entry). */
export const setRoleIn = (tx: Db, userId: string, role: AppRoleValue) =>
  createUsersRepository(tx).setRole(userId, role)

/** Suspends or reactivates an account inside the caller's transaction (an admin's, with its audit entry). */
export const setSuspendedIn = (tx: Db, userId: string, suspended: boolean) =>
  createUsersRepository(tx).setSuspended(userId, suspended)
