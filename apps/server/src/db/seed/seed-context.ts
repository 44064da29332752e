import type { FileStorage } from '../../lib/file-storage'
import type { Auth } from '../../modules/auth/auth'
import type { UsersService } from '../../modules/users/users.service'

/** What seeders may use besides the database: sign-ups, roles, and the file storage (a job application's CV). */
export type SeedContext = { auth: Auth; users: UsersService; storage: FileStorage }
