/** Reads a JSON value from localStorage through `parse`; undefined when absent, unreadable or invalid. */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = window.localStorage.getItem(key)
    if (raw === null) return undefined
    return parse(JSON.parse(raw))
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

/** A parser for readStored: a whole number from `min` to `max`. */
export function integerBetween(min: number, max: number) {
  return (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}
