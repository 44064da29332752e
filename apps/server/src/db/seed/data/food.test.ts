import { statSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_DISH_WIDTHS, DEMO_RESTAURANT_WIDTHS } from '@soko/shared/common/demo-pictures'
import { cuisines } from '@soko/shared/food/food.constants'
import { describe, expect, it } from 'vitest'
import { demoAssetsDir } from '../../../lib/paths'
import { demoRestaurants } from './food'

/** A demo picture's file size in bytes, or 0 when it is missing. */
const sizeOf = (folder: string, picture: string, width: number) =>
  statSync(join(demoAssetsDir, folder, `${picture}-${width}.webp`), { throwIfNoEntry: false })?.size ?? 0

describe('the demo restaurants', () => {
  it('are at least 30, with unique names, every cuisine at least twice and a few closed', () => {
    expect(demoRestaurants.length).toBeGreaterThanOrEqual(30)
    const names = demoRestaurants.map((restaurant) => restaurant.name)
    expect(new Set(names).size).toBe(names.length)
    for (const cuisine of cuisines) {
      const open = demoRestaurants.filter((restaurant) => restaurant.cuisine === cuisine && restaurant.isActive)
      expect(open.length, cuisine).toBeGreaterThanOrEqual(2)
    }
    const closed = demoRestaurants.filter((restaurant) => !restaurant.isActive)
    expect(closed.length).toBeGreaterThanOrEqual(3)
    expect(closed.length).toBeLessThanOrEqual(5)
    expect(new Set(demoRestaurants.map((restaurant) => restaurant.area)).size).toBeGreaterThanOrEqual(15)
  })

  it('start with the demo owner’s Mama Ngina Kitchen, and give the demo owner a second restaurant', () => {
    expect(demoRestaurants[0]).toMatchObject({
      name: 'Mama Ngina Kitchen',
      owner: 'demo',
      cuisine: 'african',
      hours: 'standard',
      isActive: true,
    })
    const demo = demoRestaurants.filter((restaurant) => restaurant.owner === 'demo')
    expect(demo.length).toBe(2)
    expect(demo[1]!.cuisine).not.toBe('african')
  })

  it('have hours of every kind the seeder knows', () => {
    const hours = new Set(demoRestaurants.map((restaurant) => restaurant.hours))
    for (const kind of ['all_day', 'standard', 'late', 'lunch_dinner', 'breakfast_lunch', 'weekdays'])
      expect(hours.has(kind as never), kind).toBe(true)
  })

  it('have realistic Nairobi numbers: ratings, fees, times, minimum orders and phones', () => {
    for (const restaurant of demoRestaurants) {
      const { name } = restaurant
      expect(restaurant.rating, name).toBeGreaterThanOrEqual(3.6)
      expect(restaurant.rating, name).toBeLessThanOrEqual(4.9)
      expect(restaurant.deliveryFee, name).toBeGreaterThanOrEqual(0)
      expect(restaurant.deliveryFee, name).toBeLessThanOrEqual(300)
      expect(restaurant.deliveryTimeMinutes, name).toBeGreaterThanOrEqual(20)
      expect(restaurant.deliveryTimeMinutes, name).toBeLessThanOrEqual(60)
      expect(restaurant.minimumOrder, name).toBeGreaterThanOrEqual(0)
      expect(restaurant.minimumOrder, name).toBeLessThanOrEqual(1500)
      if (restaurant.phone !== null) expect(restaurant.phone, name).toMatch(/^0(7\d\d|1\d\d) \d{3} \d{3}$/)
      expect(restaurant.address, name).toContain('Nairobi')
      expect(restaurant.description.length, name).toBeLessThanOrEqual(140)
    }
    expect(demoRestaurants.filter((restaurant) => restaurant.deliveryFee === 0).length).toBeGreaterThanOrEqual(3)
    expect(demoRestaurants.some((restaurant) => restaurant.phone === null)).toBe(true)
  })

  it('have 8 to 20 dishes each, with unique names in a restaurant and positive prices', () => {
    for (const restaurant of demoRestaurants) {
      expect(restaurant.dishes.length, restaurant.name).toBeGreaterThanOrEqual(8)
      expect(restaurant.dishes.length, restaurant.name).toBeLessThanOrEqual(20)
      const names = restaurant.dishes.map((dish) => dish.name)
      expect(new Set(names).size, restaurant.name).toBe(names.length)
      for (const dish of restaurant.dishes) {
        expect(Number.isInteger(dish.price) && dish.price > 0, `${restaurant.name}: ${dish.name}`).toBe(true)
        expect(dish.category.length, `${restaurant.name}: ${dish.name}`).toBeGreaterThan(0)
        expect(dish.description.length, `${restaurant.name}: ${dish.name}`).toBeGreaterThan(0)
      }
    }
    const dishes = demoRestaurants.flatMap((restaurant) => restaurant.dishes)
    expect(dishes.filter((dish) => dish.available === false).length).toBeGreaterThanOrEqual(2)
    expect(dishes.filter((dish) => dish.portionsLeft === 3).length).toBeGreaterThanOrEqual(2)
    // A plate of pilau costs what it costs in Nairobi.
    for (const dish of dishes.filter((dish) => dish.picture === 'pilau' && /\bPilau\b/.test(dish.name))) {
      expect(dish.price, dish.name).toBeGreaterThanOrEqual(450)
      expect(dish.price, dish.name).toBeLessThanOrEqual(800)
    }
  })

  it('point at drawn pictures that exist in both widths', () => {
    for (const restaurant of demoRestaurants) {
      for (const width of DEMO_RESTAURANT_WIDTHS)
        expect(sizeOf('restaurants', restaurant.picture, width), `${restaurant.picture}-${width}`).toBeGreaterThan(0)
      for (const dish of restaurant.dishes)
        for (const width of DEMO_DISH_WIDTHS)
          expect(sizeOf('dishes', dish.picture, width), `${dish.name}: ${dish.picture}-${width}`).toBeGreaterThan(0)
    }
    // Menus show many kinds of dish, not a few shapes.
    expect(new Set(demoRestaurants.flatMap((r) => r.dishes.map((dish) => dish.picture))).size).toBeGreaterThanOrEqual(40)
  })
})
