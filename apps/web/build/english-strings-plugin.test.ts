import { describe, expect, it } from 'vitest'
import { namedGroups } from './english-strings-plugin'

describe('namedGroups', () => {
  const groups = ['cart', 'orders', 'shop', 'nav']

  it('finds the groups named in t() calls, template keys and key constants, once each', () => {
    const source = `
      t('cart.title'); t("cart.empty")
      const keys = { failed: 'shop.toast.failed' }
      t(\`orders.status.\${status}\`)`
    expect(namedGroups(source, groups)).toEqual(['cart', 'shop', 'orders'])
  })

  it('ignores words that are not keys: file names, prose, other dotted names', () => {
    const source = `import x from './cart'; const url = '/orders'; navItems.map(); 'navigation.x'; cart.items`
    expect(namedGroups(source, groups)).toEqual([])
  })
})
