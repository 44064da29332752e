import type { Auth } from '../../modules/auth/auth'
import type { UsersService } from '../../modules/users/users.service'

export type SeedContext = { auth: Auth; users: UsersService }
