import { afterEach, describe, expect, it } from 'vitest'
import { mayInterrupt, watchUnsavedInput } from './interruptions'

watchUnsavedInput()

afterEach(() => {
  document.body.innerHTML = ''
})

function type(field: HTMLInputElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('mayInterrupt', () => {
  it('never on the cart, checkout or payment pages', () => {
    for (const path of ['/cart', '/checkout', '/payment/success', '/payment/cancel']) {
      expect(mayInterrupt(path)).toBe(false)
    }
    expect(mayInterrupt('/shop')).toBe(true)
    expect(mayInterrupt('/')).toBe(true)
  })

  it('not while a form holds typed input, until it is submitted or leaves the page', () => {
    document.body.innerHTML = '<form><input name="current" /></form>'
    const form = document.querySelector('form')!
    type(document.querySelector('input')!, 'half-typed')
    expect(mayInterrupt('/settings')).toBe(false)
    form.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(mayInterrupt('/settings')).toBe(true)

    type(document.querySelector('input')!, 'again')
    expect(mayInterrupt('/settings')).toBe(false)
    form.remove()
    expect(mayInterrupt('/settings')).toBe(true)
  })

  it('not while the reader is typing in a field, but a search box does not count', () => {
    document.body.innerHTML =
      '<input id="note" /><form role="search"><input id="search" type="search" /></form>'
    const search = document.querySelector<HTMLInputElement>('#search')!
    search.focus()
    type(search, 'shoes')
    expect(mayInterrupt('/shop')).toBe(true)
    document.querySelector<HTMLInputElement>('#note')!.focus()
    expect(mayInterrupt('/shop')).toBe(false)
  })

  it('not over another dialog', () => {
    document.body.innerHTML = '<div role="dialog"></div>'
    expect(mayInterrupt('/')).toBe(false)
  })
})
