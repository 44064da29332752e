import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses } from './merge-classes'

/** Every string literal in the web app's source that reads as a list of Tailwind classes. */
function classListsInSource() {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      // This module's own group names are not class lists.
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'merge-classes.ts')
        files.push(path)
    }
  }
  walk(join(import.meta.dirname, '..'))
  const lists = new Set<string>()
  const token = String.raw`[\w\-:/\[\]().%&>*=@!#,+]+`
  const literal = new RegExp(String.raw`(['"\`])(${token}(?: ${token})*)\1`, 'g')
  // Words that only look like classes: sonner's position, the hub's tab in the URL (?tab=my-services) and a
  // booking's preferred time.
  const notClasses = new Set(['top-right', 'my-services', 'flexible'])
  const looksLikeClasses =
    /(^|\s)(flex|grid|block|hidden|p[xytrbl]?-|m[xytrbl]?-|-?m[xytrbl]?-|h-|w-|size-|text-|bg-|rounded|gap-|border|items-|justify-|font-|shadow|min-|max-|absolute|relative|sticky|fixed|inset|top-|left-|right-|bottom-|z-|opacity-|overflow|truncate|leading-|tracking-|ring|aspect-|sr-only|grow|shrink)/
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      const value = match[2]!
      if (looksLikeClasses.test(value) && !notClasses.has(value)) lists.add(value)
    }
  }
  return [...lists]
}

// Compared as sets: tailwind-merge keeps repeats of classes it does not know, which change nothing.
const sorted = (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort().join(' ')

describe('mergeClasses', () => {
  it('lets later utilities of a kind win, under the same variants only', () => {
    expect(mergeClasses('h-11 px-4 py-2 h-9 px-3')).toBe('py-2 h-9 px-3')
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2')
    expect(mergeClasses('px-2 p-4')).toBe('p-4')
    expect(mergeClasses('flex md:hidden hidden')).toBe('md:hidden hidden')
    expect(mergeClasses('text-sm text-muted-foreground text-base')).toBe('text-muted-foreground text-base')
    expect(mergeClasses('from-primary via-muted from-accent/25 to-accent from-10%')).toBe(
      'via-muted from-accent/25 to-accent from-10%',
    )
    expect(mergeClasses('bg-muted bg-linear-to-br')).toBe('bg-muted bg-linear-to-br')
    expect(mergeClasses('bg-primary hover:bg-primary/90 bg-background/90')).toBe(
      'hover:bg-primary/90 bg-background/90',
    )
  })

  it('answers a list it has seen with the same merge, also after its store of answers was emptied', () => {
    const list = 'h-11 px-4 py-2 h-9 px-3'
    expect(mergeClasses(list)).toBe('py-2 h-9 px-3')
    expect(mergeClasses(list)).toBe('py-2 h-9 px-3')
    for (let index = 0; index < 2500; index += 1) mergeClasses(`mt-${index} mt-1`)
    expect(mergeClasses('mt-7 mt-1')).toBe('mt-1')
    expect(mergeClasses(list)).toBe('py-2 h-9 px-3')
  })

  it('agrees with tailwind-merge on every pair of class lists in the code', () => {
    const lists = classListsInSource()
    expect(lists.length).toBeGreaterThan(200)
    const disagreements: string[] = []
    for (const first of lists) {
      for (const second of lists) {
        const joined = `${first} ${second}`
        if (sorted(mergeClasses(joined)) !== sorted(twMerge(joined))) disagreements.push(joined)
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([])
  }, 120_000)
})
