import { describe, expect, it } from 'vitest'
import { demoPictureSrcSet } from './demo-pictures'

describe('demoPictureSrcSet', () => {
  it('lists both widths of a demo product picture or provider banner', () => {
    expect(demoPictureSrcSet('/demo/products/book-480.webp')).toBe(
      '/demo/products/book-240.webp 240w, /demo/products/book-480.webp 480w',
    )
    expect(demoPictureSrcSet('/demo/providers/plumbing-360.webp')).toBe(
      '/demo/providers/plumbing-360.webp 360w, /demo/providers/plumbing-720.webp 720w',
    )
    expect(demoPictureSrcSet('/demo/events/art-exhibit-2-720.webp')).toBe(
      '/demo/events/art-exhibit-2-360.webp 360w, /demo/events/art-exhibit-2-720.webp 720w',
    )
  })

  it('lists both widths of a dish or restaurant picture', () => {
    expect(demoPictureSrcSet('/demo/dishes/pilau-480.webp')).toBe(
      '/demo/dishes/pilau-240.webp 240w, /demo/dishes/pilau-480.webp 480w',
    )
    expect(demoPictureSrcSet('/demo/dishes/pizza-margherita-240.webp')).toBe(
      '/demo/dishes/pizza-margherita-240.webp 240w, /demo/dishes/pizza-margherita-480.webp 480w',
    )
    expect(demoPictureSrcSet('/demo/restaurants/fast-food-2-720.webp')).toBe(
      '/demo/restaurants/fast-food-2-360.webp 360w, /demo/restaurants/fast-food-2-720.webp 720w',
    )
    // Each folder has its own widths: a dish is never 720 wide, a restaurant never 480.
    expect(demoPictureSrcSet('/demo/dishes/pilau-720.webp')).toBeUndefined()
    expect(demoPictureSrcSet('/demo/restaurants/african-1-480.webp')).toBeUndefined()
    expect(demoPictureSrcSet('/demo/menus/pilau-480.webp')).toBeUndefined()
  })

  it('lists both widths of a medicine pack picture', () => {
    expect(demoPictureSrcSet('/demo/medications/blister-red-480.webp')).toBe(
      '/demo/medications/blister-red-240.webp 240w, /demo/medications/blister-red-480.webp 480w',
    )
    expect(demoPictureSrcSet('/demo/medications/blister-red-960.webp')).toBeUndefined()
  })

  it('lists both widths of a property picture', () => {
    expect(demoPictureSrcSet('/demo/properties/villa-pool-960.webp')).toBe(
      '/demo/properties/villa-pool-480.webp 480w, /demo/properties/villa-pool-960.webp 960w',
    )
    expect(demoPictureSrcSet('/demo/properties/apartment-block-480.webp')).toBe(
      '/demo/properties/apartment-block-480.webp 480w, /demo/properties/apartment-block-960.webp 960w',
    )
    expect(demoPictureSrcSet('/demo/properties/villa-pool-720.webp')).toBeUndefined()
  })

  it('leaves every other picture alone', () => {
    expect(demoPictureSrcSet('/uploads/products/abc.webp')).toBeUndefined()
    expect(demoPictureSrcSet('/demo/products/electronics-1.webp')).toBeUndefined()
    expect(demoPictureSrcSet('/demo/products/book-480.webp?v=2')).toBeUndefined()
    expect(demoPictureSrcSet('https://example.com/demo/products/book-480.webp')).toBeUndefined()
    expect(demoPictureSrcSet(null)).toBeUndefined()
  })
})
