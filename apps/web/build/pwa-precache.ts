import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
  assets?: string[]
}

/**
 * The files the app shell is made of, from Vite's build manifest: index.html's entry, the chunks it imports
 * statically, their styles, and the icons. These are what the service worker precaches (decision 017);
 * a screen's own chunks are kept when it is first opened instead, so installing costs a phone only the shell.
 */
export function shellFiles(distDir: string): Set<string> {
  const files = new Set(['index.html', 'favicon.svg', 'manifest.webmanifest'])
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return files
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const inner of chunk.imports ?? []) visit(inner)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return files
}

/** A workbox manifest transform keeping only the shell's files (and the icons). */
export function keepShell(distDir: string) {
  return async (entries: { url: string; revision: string | null; size: number }[]) => {
    const shell = shellFiles(distDir)
    return {
      manifest: entries.filter((entry) => shell.has(entry.url) || entry.url.startsWith('icons/')),
      warnings: [],
    }
  }
}
