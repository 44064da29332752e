import { afterEach, describe, expect, it } from 'vitest'
import {
  hydratingScreenRenderedFor,
  matchedWhenRendered,
  matchesWidth,
  phoneWidth,
  wideWidth,
} from './rendered-width'

describe('the media queries of the server render', () => {
  it('answer width queries for the given width; any other feature does not match', () => {
    expect(matchesWidth('(max-width: 767.98px)', phoneWidth)).toBe(true)
    expect(matchesWidth('(min-width: 768px)', phoneWidth)).toBe(false)
    expect(matchesWidth('(max-width: 767.98px)', wideWidth)).toBe(false)
    expect(matchesWidth('(min-width: 768px) and (max-width: 1536px)', wideWidth)).toBe(true)
    expect(matchesWidth('(prefers-reduced-motion: reduce)', wideWidth)).toBe(false)
  })
})

describe('hydrating a screen the server rendered', () => {
  afterEach(() => hydratingScreenRenderedFor(true))

  it("answers for the layout the server rendered, whatever the browser's own width", () => {
    hydratingScreenRenderedFor(false)
    expect(matchedWhenRendered('(max-width: 767.98px)')).toBe(false)
    expect(matchedWhenRendered('(min-width: 1024px)')).toBe(true)
    hydratingScreenRenderedFor(true)
    expect(matchedWhenRendered('(max-width: 767.98px)')).toBe(true)
  })
})
