export type { Profile } from '@soko/shared/users/profile.schema'
