import { describe, expect, it } from 'vitest'
import {
  countPanelFoodFilters,
  defaultFoodFilters,
  foodFiltersToParams,
  hasActiveFoodFilters,
  parseFoodFilters,
  toRestaurantListParams,
} from './food-filters'

const parse = (query: string) => parseFoodFilters(new URLSearchParams(query))

describe('the restaurant filters in the URL', () => {
  it('a plain /food is every default: all cuisines, relevance, no fee limit, any time', () => {
    expect(parse('')).toEqual(defaultFoodFilters)
    expect(foodFiltersToParams(defaultFoodFilters).toString()).toBe('')
  })

  it('reads search, cuisine, sort and both sliders, and writes them back the same', () => {
    const query = 'search=pilau&cuisine=fast_food&sort=delivery_time&max_fee=200&max_time=30'
    const filters = parse(query)
    expect(filters).toEqual({
      search: 'pilau',
      cuisine: 'fast_food',
      sort: 'delivery_time',
      maxFee: 200,
      maxTime: 30,
    })
    expect(foodFiltersToParams(filters).toString()).toBe(query)
  })

  it('drops what is malformed or off the sliders: an unknown cuisine, a fee above 500, a negative time', () => {
    expect(parse('cuisine=klingon&sort=cheapest&max_fee=900&max_time=-5')).toEqual(defaultFoodFilters)
    expect(parse('max_fee=abc&max_time=61').maxFee).toBeNull()
    expect(parse('max_time=61').maxTime).toBe(0)
  })

  it('puts a value between steps on the nearest step (fee step 10, time step 5)', () => {
    expect(parse('max_fee=144&max_time=27')).toMatchObject({ maxFee: 140, maxTime: 25 })
  })

  it('a fee slider at 0 is a limit (free delivery only), a time slider at 0 is Any', () => {
    const filters = parse('max_fee=0&max_time=0')
    expect(filters.maxFee).toBe(0)
    expect(filters.maxTime).toBe(0)
    expect(foodFiltersToParams(filters).toString()).toBe('max_fee=0')
    expect(toRestaurantListParams(filters)).toEqual({ sort: 'relevance', max_fee: 0 })
  })

  it('sends no max_fee while the fee is unfiltered, and the debounced term as search', () => {
    expect(toRestaurantListParams(parse('search=typed'), '  pil ')).toEqual({
      search: 'pil',
      sort: 'relevance',
    })
    expect(toRestaurantListParams(parse('cuisine=pizza&max_time=20'))).toEqual({
      cuisine: 'pizza',
      sort: 'relevance',
      max_time: 20,
    })
  })

  it('counts as filtered when anything narrows the list; the sort alone does not', () => {
    expect(hasActiveFoodFilters(parse('sort=rating'))).toBe(false)
    expect(hasActiveFoodFilters(parse('search=%20'))).toBe(false)
    expect(hasActiveFoodFilters(parse('cuisine=asian'))).toBe(true)
    expect(hasActiveFoodFilters(parse('max_fee=100'))).toBe(true)
    expect(hasActiveFoodFilters(parse('max_time=15'))).toBe(true)
    expect(hasActiveFoodFilters(parse('search=grill'))).toBe(true)
  })

  it('the More Filters button counts the panel settings away from their defaults', () => {
    expect(countPanelFoodFilters(parse('search=x'))).toBe(0)
    expect(countPanelFoodFilters(parse('cuisine=asian&sort=rating&max_fee=100&max_time=15'))).toBe(4)
  })
})
