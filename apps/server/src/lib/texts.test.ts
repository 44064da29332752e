import { describe, expect, it } from 'vitest'
import { texts, type Localized } from './texts'

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && 'en' in value && 'sw' in value

/** Every English/Swahili pair the server writes, functions called with sample arguments. */
function pairs(node: unknown, path = 'texts'): [string, Localized][] {
  if (isLocalized(node)) return [[path, node]]
  if (typeof node === 'function')
    return pairs((node as (...args: string[]) => unknown)('Amani', 'pending'), path)
  if (typeof node === 'object' && node !== null)
    return Object.entries(node).flatMap(([key, value]) => pairs(value, `${path}.${key}`))
  return []
}

describe('the texts the server writes', () => {
  it('have a Swahili text of their own for every English one', () => {
    const all = pairs(texts)
    expect(all.length).toBeGreaterThan(20)
    expect(all.filter(([, text]) => !text.sw.trim() || text.sw === text.en).map(([path]) => path)).toEqual([])
  })

  it('call Soko "Soko Erevu la Afrika" in Swahili, never the "cunning" janja (issue 20)', () => {
    const swahili = pairs(texts).map(([, text]) => text.sw)
    expect(swahili.join('\n')).not.toMatch(/janja/i)
    expect(texts.mail.signature.sw).toBe('Soko - Soko Erevu la Afrika')
  })
})
