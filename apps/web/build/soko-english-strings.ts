import { fileURLToPath, URL } from 'node:url'
import { englishStringsPlugin } from './english-strings-plugin.js'

/** The English texts as both builds carry them: the browser's (vite.config.ts) and the server renderer's. */
export function sokoEnglishStrings() {
  const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))
  return englishStringsPlugin({
    englishFile: at('../src/locales/en.json'),
    registerModule: at('../src/lib/english-strings.ts'),
    sourceDir: at('../src/'),
  })
}
