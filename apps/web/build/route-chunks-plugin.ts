// Writes dist/route-chunks.json: for each route of src/app/router.tsx, the JavaScript files its lazy screen
// needs (the screen's chunk and its static imports). The server puts them in index.html as modulepreload
// links for the requested path, so a screen's code downloads with the entry instead of after it has run.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

interface RouteChunks {
  routes: { path: string; files: string[] }[]
}

/** `{ path: 'shop', ... import('./routes/shop') }` and `{ index: true, ... import('./routes/home') }`. */
export function readRouteModules(routerSource: string): { path: string; module: string }[] {
  const routes: { path: string; module: string }[] = []
  const pattern = /\{\s*(?:index:\s*true|path:\s*'([^']*)')[^{}]*?import\('\.\/routes\/([\w-]+)'\)/g
  for (const match of routerSource.matchAll(pattern)) {
    routes.push({ path: `/${match[1] ?? ''}`, module: `src/app/routes/${match[2]}.tsx` })
  }
  return routes
}

export function routeChunksPlugin(routerFile: string): Plugin {
  return {
    name: 'soko-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = readRouteModules(readFileSync(routerFile, 'utf8'))
      if (routes.length === 0) this.error(`no lazy routes found in ${routerFile}`)
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const closure = (fileName: string, files: Set<string>) => {
        if (files.has(fileName)) return files
        files.add(fileName)
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, files)
        return files
      }
      const result: RouteChunks = { routes: [] }
      for (const route of routes) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${route.module}`))
        if (!chunk) this.error(`no chunk for ${route.module}`)
        result.routes.push({ path: route.path, files: [...closure(chunk.fileName, new Set())] })
      }
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(result) })
    },
  }
}
