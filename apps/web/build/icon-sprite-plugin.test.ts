import { describe, expect, it } from 'vitest'
import { spriteIconNames } from '../src/components/ui/sprite-icon-names'
import { iconSpritePlugin, symbolFor } from './icon-sprite-plugin'

describe('symbolFor', () => {
  it('draws lucide icon data as a symbol, without React keys, escaping attribute values', () => {
    expect(
      symbolFor('x', [
        ['path', { d: 'M18 6 6 18', key: 'k1' }],
        ['circle', { cx: 12, cy: 12, r: '"1"' }],
      ]),
    ).toBe(
      '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><circle cx="12" cy="12" r="&quot;1&quot;"/></symbol>',
    )
  })
})

describe('iconSpritePlugin', () => {
  it('puts a symbol for every shell icon at the top of the body, following lucide aliases', async () => {
    const plugin = iconSpritePlugin(spriteIconNames, import.meta.url)
    const transform = plugin.transformIndexHtml as (html: string) => Promise<string>
    const html = await transform('<html><body class="x"><div id="root"></div></body></html>')
    expect(html.startsWith('<html><body class="x"><svg width="0" height="0"')).toBe(true)
    for (const name of spriteIconNames)
      expect(html).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24"><`)
  })
})
