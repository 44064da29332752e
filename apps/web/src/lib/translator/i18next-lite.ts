// The part of i18next this app uses, in about 1 KB instead of about 14 (issue 19: every route's first load at
// most 140 KB gzipped). The web build and the web tests resolve `i18next` to this module (vite.config.ts,
// vitest.config.ts); TypeScript still reads i18next's own types, so keys and options are checked as before.
// What it does, as i18next does with this app's options: nested keys with `.`, `{{name}}` interpolation
// without escaping (React escapes; a value not given leaves the placeholder), plurals by `count` (`_zero` for 0 when present,
// then `_one` / `_other`, then the bare key), `defaultValue`, the fallback language, and the key itself when
// nothing is found.

type Tree = { [key: string]: unknown }
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown }
type Listener = (...args: unknown[]) => void
type InitOptions = {
  resources?: Record<string, Record<string, Tree>>
  lng?: string
  fallbackLng?: string
  supportedLngs?: readonly string[]
}

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function merge(target: Tree, source: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    if (isTree(value) && isTree(current)) merge(current, value, overwrite)
    else if (overwrite || current === undefined) target[key] = isTree(value) ? merge({}, value, true) : value
  }
  return target
}

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree
  for (const part of path.split('.')) {
    // Groups and lists alike: a legal page's `sections.0.heading`.
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Tree)[part]
  }
  return node
}

const interpolate = (text: string, options: Options | undefined) =>
  options
    ? text.replace(/\{\{\s*([^}]+?)\s*\}\}/g, (match, name: string) => {
        const value = lookup(options, name)
        return value === undefined || value === null ? match : String(value)
      })
    : text

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * CLDR's plural category of `count` in English and Swahili, the app's two languages: both say "one" for
 * exactly 1 (or -1) written without decimals and "other" for everything else. Written out instead of Intl.PluralRules
 * because the first Intl object a page makes costs a slow phone about 140 ms (issue 19); any other language
 * still asks Intl. The test compares the two.
 */
export function pluralOf(language: string, count: number) {
  if (/^(en|sw)(-|$)/i.test(language)) return Math.abs(count) === 1 ? 'one' : 'other'
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}
class Translator {
  language = 'en'
  resolvedLanguage: string | undefined = undefined
  isInitialized = false
  private fallback = 'en'
  private supported: readonly string[] | undefined
  private store: Record<string, Record<string, Tree>> = {}
  private listeners = new Map<string, Set<Listener>>()

  use(plugin: { init?: (instance: Translator) => void }) {
    plugin.init?.(this)
    return this
  }

  init(options: InitOptions) {
    this.store = {}
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, tree] of Object.entries(namespaces))
        this.addResourceBundle(language, namespace, tree, true, true)
    this.fallback = options.fallbackLng ?? 'en'
    this.supported = options.supportedLngs
    this.setLanguage(options.lng ?? this.fallback)
    this.isInitialized = true
    this.emit('initialized', options)
    return Promise.resolve(this.t)
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }

  hasResourceBundle(language: string, namespace: string) {
    return this.store[language]?.[namespace] !== undefined
  }

  addResourceBundle(language: string, namespace: string, resources: object, deep = true, overwrite = false) {
    const namespaces = (this.store[language] ??= {})
    const current = namespaces[namespace]
    namespaces[namespace] =
      current && deep ? merge(current, resources as Tree, overwrite) : merge({}, resources as Tree, true)
    this.emit('added', language, namespace)
    return this
  }

  private setLanguage(language: string) {
    this.language = language
    this.resolvedLanguage = !this.supported || this.supported.includes(language) ? language : this.fallback
  }

  changeLanguage(language: string) {
    this.setLanguage(language)
    this.emit('languageChanged', language)
    return Promise.resolve(this.t)
  }

  private translate(key: string | string[], given: Options | string | undefined, language: string): string {
    const options: Options | undefined = typeof given === 'string' ? { defaultValue: given } : given
    const keys = Array.isArray(key) ? key : [key]
    const count = typeof options?.count === 'number' ? options.count : undefined
    const languages = language === this.fallback ? [language] : [language, this.fallback]
    for (const lng of languages) {
      const tree = this.store[lng]?.translation
      for (const base of keys) {
        const candidates =
          count === undefined
            ? [base]
            : [...(count === 0 ? [`${base}_zero`] : []), `${base}_${pluralOf(lng, count)}`, base]
        for (const candidate of candidates) {
          const value = lookup(tree, candidate)
          if (typeof value === 'string') return interpolate(value, options)
          // `returnObjects`: a list or group of texts as it stands (the legal pages' sections).
          if (options?.returnObjects === true && typeof value === 'object' && value !== null) {
            return value as unknown as string
          }
        }
      }
    }
    if (typeof options?.defaultValue === 'string') return interpolate(options.defaultValue, options)
    return keys[keys.length - 1] ?? ''
  }

  t = (key: string | string[], options?: Options | string) => this.translate(key, options, this.language)

  getFixedT(language: string) {
    return (key: string | string[], options?: Options | string) => this.translate(key, options, language)
  }
}

const i18n = new Translator()
export default i18n
export type { Translator }
