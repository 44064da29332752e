// Puts a screen's JavaScript into index.html as modulepreload links for the path being opened, from the
// web build's route-chunks.json (apps/web/build/route-chunks-plugin.ts). Without it the browser learns of a
// screen's code only after the entry has downloaded and run: one more round trip on a slow network.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface RouteChunks {
  routes: { path: string; files: string[] }[]
}

/** React Router's patterns as this app uses them: static segments, `:param` and a final `*`. */
export function matchesRoute(pattern: string, pathname: string) {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true
    const actual = have[index]
    if (actual === undefined) return false
    if (!segment.startsWith(':') && segment !== actual) return false
  }
  return want.length === have.length
}

/** Returns a function that gives the index.html to send for a path; the pages are built once, at start. */
export function createIndexHtml(distDir: string) {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8')
  const manifestPath = join(distDir, 'route-chunks.json')
  if (!existsSync(manifestPath)) return () => template
  const { routes } = JSON.parse(readFileSync(manifestPath, 'utf8')) as RouteChunks
  const pages = routes.map((route) => {
    const links = route.files
      .filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n')
    return { path: route.path, html: links ? template.replace('</head>', `${links}\n  </head>`) : template }
  })
  return (pathname: string) => pages.find((page) => matchesRoute(page.path, pathname))?.html ?? template
}
