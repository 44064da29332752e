import * as z from 'zod/mini'

/** Reads a JSON value from localStorage, validated; undefined when absent, unreadable or invalid. */
export function readStored<T>(key: string, schema: z.core.$ZodType<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key)
    if (raw === null) return undefined
    const parsed = z.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Writes a JSON value to localStorage; storage may be full or disabled (private mode), which is not fatal. */
export function writeStored(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to do: the value simply will not survive a reload.
  }
}
