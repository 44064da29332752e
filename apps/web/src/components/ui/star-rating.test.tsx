import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StarRating, starFill } from './star-rating'

describe('StarRating', () => {
  it('fills whole stars with the gaps between them, and part of the next star for a fraction', () => {
    // A star is 8 of the row's 44 units (five stars, four gaps of 1).
    expect(starFill(0)).toBe('0%')
    expect(starFill(1)).toBe(`${Math.round((9 / 44) * 10000) / 100}%`)
    expect(starFill(4.5)).toBe(`${Math.round((40 / 44) * 10000) / 100}%`)
    expect(starFill(5)).toBe(`${Math.round((45 / 44) * 10000) / 100}%`)
  })

  it('keeps a rating out of range, or not a number, within the five stars', () => {
    expect(starFill(-2)).toBe('0%')
    expect(starFill(9)).toBe(starFill(5))
    expect(starFill(Number.NaN)).toBe('0%')
  })

  it('is one labelled picture for assistive technology, with nothing inside', () => {
    render(<StarRating rating={3.5} label="Rated 3.5 out of 5" />)
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' })
    expect(stars).toBeEmptyDOMElement()
    expect(stars.style.getPropertyValue('--star-fill')).toBe(starFill(3.5))
  })
})
