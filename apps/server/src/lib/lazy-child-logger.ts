import type { FastifyBaseLogger } from 'fastify'

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'
type Bindings = Record<string, unknown>
type ChildLoggerOptions = { level?: string; serializers?: unknown }

const levelValues: Record<Level, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/** The pino logger Fastify made (pino's own type is not a dependency of the server's). */
type Parent = FastifyBaseLogger & {
  levelVal: number
  bindings(): Bindings
  isLevelEnabled(level: string): boolean
}

/**
 * A request's logger that becomes a real pino child (with the request id in its bindings) only when a line
 * is written at a level the server logs (issue 19). Fastify makes a child per request; at the production
 * level most requests never write a line, and making the child (its bindings serialized, its level methods
 * set) cost every request a few microseconds. Lines that are written are the same as the child's.
 */
class LazyChildLogger {
  #parent: Parent
  #bindings: Bindings
  #options: ChildLoggerOptions
  #child: Parent | undefined

  constructor(parent: Parent, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  get #real(): Parent {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options as never) as Parent)
  }

  #write(level: Level, args: unknown[]) {
    if (this.#child === undefined && this.#parent.levelVal > levelValues[level]) return
    ;(this.#real[level] as (...line: unknown[]) => void)(...args)
  }

  trace(...args: unknown[]) {
    this.#write('trace', args)
  }
  debug(...args: unknown[]) {
    this.#write('debug', args)
  }
  info(...args: unknown[]) {
    this.#write('info', args)
  }
  warn(...args: unknown[]) {
    this.#write('warn', args)
  }
  error(...args: unknown[]) {
    this.#write('error', args)
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#real.child(bindings, options as never)
  }
  bindings() {
    return this.#child ? this.#child.bindings() : { ...this.#parent.bindings(), ...this.#bindings }
  }
  isLevelEnabled(level: string) {
    return this.#real.isLevelEnabled(level)
  }
  get level() {
    return this.#child ? this.#child.level : this.#parent.level
  }
  set level(level: string) {
    this.#real.level = level
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, or a real one at once when the route sets a level or serializers. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options as never)
  return new LazyChildLogger(logger as Parent, bindings, options) as unknown as FastifyBaseLogger
}
