import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { serverRedirect } from '@/lib/server-redirect'
import { Redirect } from './redirect'

afterEach(() => {
  serverRedirect.rendering = false
  serverRedirect.noted = false
})

describe('Redirect', () => {
  it("renders nothing in the server's render and notes that the screen sends its reader elsewhere", () => {
    serverRedirect.rendering = true
    const html = renderToString(
      <StaticRouter location="/checkout">
        <p>Checkout</p>
        <Redirect to="/shop" />
      </StaticRouter>,
    )
    expect(html).toBe('<p>Checkout</p>')
    expect(serverRedirect.noted).toBe(true)
  })

  it('notes nothing when the screen stays', () => {
    serverRedirect.rendering = true
    renderToString(
      <StaticRouter location="/checkout">
        <p>Checkout</p>
      </StaticRouter>,
    )
    expect(serverRedirect.noted).toBe(false)
  })
})
