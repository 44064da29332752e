import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Whether pino-pretty is installed (a development dependency, absent from a production install). */
function prettyInstalled(): boolean {
  try {
    require.resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/**
 * Where the logs go: readable one-line logs for a person at a terminal in development (pino-pretty as a
 * transport, in its own worker thread), JSON lines everywhere else (production, tests, pipes to a log
 * collector).
 */
export function prettyTransport(
  env: string,
  isTTY: boolean | undefined = process.stdout.isTTY,
  installed: () => boolean = prettyInstalled,
) {
  if (env !== 'development' || !isTTY || !installed()) return undefined
  return {
    target: 'pino-pretty',
    options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  }
}
