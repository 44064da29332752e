// Each screen carries only the English texts it uses (decision 007). en.json stays one file, grouped by
// top-level key (`shop`, `cart`, ...). This plugin finds the keys a source module names (`t('cart.title')`,
// `` `orders.status.${status}` ``, `'auth.toast.failed'`) and prepends one import per group; each import is
// a tiny module that adds that group to i18next. The bundler then puts every group in the chunk of the code
// that needs it, so the entry holds the page shell's texts and a screen's chunk its own.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const VIRTUAL_PREFIX = 'virtual:english-strings/'
const RESOLVED_PREFIX = '\0english-strings/'

/** The top-level groups of en.json that `source` names, in order of first use. */
export function namedGroups(source: string, groups: readonly string[]): string[] {
  const pattern = new RegExp(`['"\`](${groups.map(escape).join('|')})\\.[A-Za-z$]`, 'g')
  return [...new Set([...source.matchAll(pattern)].map((match) => match[1] as string))]
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function englishStringsPlugin({
  englishFile,
  registerModule,
  sourceDir,
}: {
  /** src/locales/en.json */
  englishFile: string
  /** The module exporting `addEnglish(group, strings)` (src/lib/english-strings.ts). */
  registerModule: string
  /** Only modules under this folder are scanned. */
  sourceDir: string
}): Plugin {
  const readEnglish = () => JSON.parse(readFileSync(englishFile, 'utf8')) as Record<string, unknown>
  let english = readEnglish()
  return {
    name: 'soko-english-strings',
    enforce: 'pre',
    buildStart() {
      english = readEnglish()
      this.addWatchFile(englishFile)
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null
      const group = id.slice(RESOLVED_PREFIX.length)
      if (!(group in english)) this.error(`en.json has no group "${group}"`)
      return `import { addEnglish } from ${JSON.stringify(registerModule)}\naddEnglish(${JSON.stringify(group)}, ${JSON.stringify(english[group])})\n`
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(sourceDir) || !/\.(ts|tsx)$/.test(file) || file === registerModule) return null
      if (/\.test\.tsx?$/.test(file)) return null
      const groups = namedGroups(code, Object.keys(english))
      if (groups.length === 0) return null
      const imports = groups.map((group) => `import '${VIRTUAL_PREFIX}${group}';`).join('')
      // One line, so the source map's line numbers stay right.
      return { code: imports + code, map: null }
    },
  }
}
