import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

describe('linkify', () => {
  it('keeps text without addresses as one piece of text', () => {
    expect(linkify('Habari za leo?')).toEqual([{ kind: 'text', text: 'Habari za leo?' }])
  })

  it('makes http, https and www addresses links, leaving sentence punctuation outside', () => {
    expect(linkify('See https://soko.co.ke/food. Or www.example.com, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://soko.co.ke/food', href: 'https://soko.co.ke/food' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ', thanks' },
    ])
  })

  it('keeps a closing bracket that belongs to the address', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/Nairobi_(city))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Nairobi_(city)',
        href: 'https://en.wikipedia.org/wiki/Nairobi_(city)',
      },
      { kind: 'text', text: ')' },
    ])
  })

  it('never makes script or data addresses links, and leaves HTML as text', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<b>x</b>'
    expect(linkify(text)).toEqual([{ kind: 'text', text }])
  })
})
