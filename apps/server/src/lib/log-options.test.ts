import { describe, expect, it } from 'vitest'
import { prettyTransport } from './log-options'

describe('log output', () => {
  it('is readable one-line text for a person at a terminal in development', () => {
    expect(prettyTransport('development', true, () => true)).toMatchObject({
      target: 'pino-pretty',
      options: { singleLine: true },
    })
  })

  it('stays JSON in production, in tests, when piped, and when pino-pretty is not installed', () => {
    expect(prettyTransport('production', true, () => true)).toBeUndefined()
    expect(prettyTransport('test', true, () => true)).toBeUndefined()
    expect(prettyTransport('development', false, () => true)).toBeUndefined()
    expect(prettyTransport('development', undefined, () => true)).toBeUndefined()
    expect(prettyTransport('development', true, () => false)).toBeUndefined()
  })
})
