import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane (Password Storage Cheat Sheet).
// Algorithm.Argon2id is a const enum in the typings; 2 is its value.
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => hash(password, options)

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  if (!stored.startsWith('$argon2')) return false
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
