import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config'

/** The security header policy (the options @fastify/helmet was given before issue 19). */
export function securityHeaderOptions(
  config: Pick<Config, 'isProduction'> &
    Partial<Pick<Config, 's3'>> & { rides?: Pick<Config['rides'], 'tileUrl'> },
): HelmetOptions {
  // Pictures served straight from the bucket's public address (S3_PUBLIC_URL) are images of this site too.
  const pictureOrigin = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []
  // So are the maps' tiles (MAP_TILE_URL), wherever they come from.
  const tileOrigin = config.rides?.tileUrl ? mapTileSource(config.rides.tileUrl) : []
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pictureOrigin, ...tileOrigin],
        // The ticket scanner (qr-scanner, issue 12) decodes in a worker it starts from a blob: of its own
        // bundled code; without this the camera shows the code and nothing reads it.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where we are certainly behind HTTPS.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  }
}

/**
 * The source a tile address template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`) loads from, for the
 * policy: its scheme and host, with a `{s}` subdomain as a wildcard. None for an address on this site.
 */
export function mapTileSource(tileUrl: string): string[] {
  const match = /^(https?:)\/\/([^/]+)/i.exec(tileUrl)
  if (!match) return []
  return [`${match[1]!.toLowerCase()}//${match[2]!.replace('{s}', '*').toLowerCase()}`]
}

export type SecurityHeaders = { set: [name: string, value: string][]; remove: string[] }

/**
 * The headers helmet writes for these options, computed once (issue 19: @fastify/helmet rebuilt and parsed
 * the whole policy on every request). No directive depends on the request, so every response gets the same.
 */
export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], remove: [] }
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set.push([name, String(value)])
    },
    removeHeader(name: string) {
      headers.remove.push(name)
    },
  }
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}

/**
 * The headers of an API answer (decision 026). It is JSON, or a private file sent as an attachment: never a
 * document that runs scripts, loads pictures or is framed on purpose, so a page's policy means nothing to it.
 * It keeps what the OWASP REST security sheet asks of an API: no sniffing into another type, no framing, no
 * reading from another origin's page, and HTTPS only in production; its CSP lets nothing load at all.
 */
export function apiSecurityHeaders(config: Pick<Config, 'isProduction'>): SecurityHeaders {
  return {
    set: [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ...(config.isProduction
        ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
        : []),
    ],
    remove: ['X-Powered-By'],
  }
}

/** Whether a request is answered by the API (JSON or a private file), not a page: /api/ except its docs. */
export function isApiAnswer(url: string) {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}
