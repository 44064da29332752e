/** The value of one cookie in a `document.cookie` style string, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=')
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim())
  }
  return undefined
}

/** A `document.cookie` assignment for a first-party, path-wide cookie. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number) {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`
}
