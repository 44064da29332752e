import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { resetServerRedirect, serverRedirect } from '@/lib/server-redirect'
import { Redirect } from './redirect'

afterEach(() => {
  serverRedirect.rendering = false
  resetServerRedirect()
})

const renderOnServer = (element: React.ReactNode) => {
  serverRedirect.rendering = true
  return renderToString(<StaticRouter location="/checkout">{element}</StaticRouter>)
}

describe('Redirect in the server’s render', () => {
  it('renders nothing and notes a plain path for the server to redirect to', () => {
    expect(renderOnServer(<Redirect to="/shop" />)).toBe('')
    expect(serverRedirect.to).toBe('/shop')
    expect(serverRedirect.inBrowserOnly).toBeFalsy()
  })

  it('leaves a redirect with history state, or to another site, to the browser', () => {
    renderOnServer(<Redirect to="/auth" state={{ from: '/orders' }} />)
    expect(serverRedirect.inBrowserOnly).toBe(true)
    resetServerRedirect()
    renderOnServer(<Redirect to="//evil.example/x" />)
    expect(serverRedirect.to).toBeUndefined()
    expect(serverRedirect.inBrowserOnly).toBe(true)
  })
})
