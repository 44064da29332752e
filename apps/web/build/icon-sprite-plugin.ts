// Draws the page shell's icons once, as SVG symbols at the top of index.html's body, so they cost a few
// hundred bytes of compressed HTML instead of JavaScript on every page (components/ui/sprite-icon.tsx uses
// them). The drawings come from lucide-react's own icon data, so they match the other icons exactly.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function symbolFor(name: string, node: IconNode): string {
  const children = node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      return `<${tag} ${pairs.join(' ')}/>`
    })
    .join('')
  return `<symbol id="icon-${name}" viewBox="0 0 24 24">${children}</symbol>`
}

async function iconNode(name: string, resolveFrom: string): Promise<IconNode> {
  const require = createRequire(resolveFrom)
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`)
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } }
  if (module.__iconData) return module.__iconData.node
  // An old name kept as an alias: `export { default } from './building-complex.mjs'`.
  const target = /from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!target) throw new Error(`lucide-react has no icon data for "${name}"`)
  return iconNode(target, resolveFrom)
}

export function iconSpritePlugin(names: readonly string[], resolveFrom: string): Plugin {
  let sprite: Promise<string> | undefined
  const build = async () => {
    const symbols = await Promise.all(
      names.map(async (name) => symbolFor(name, await iconNode(name, resolveFrom))),
    )
    return `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${symbols.join('')}</svg>`
  }
  return {
    name: 'soko-icon-sprite',
    async transformIndexHtml(html) {
      sprite ??= build()
      return html.replace(/<body([^>]*)>/, `<body$1>${await sprite}`)
    },
  }
}
