import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { useDocumentTitle, useRouteTitle, type RouteTitle } from './document-title'

function Route({ titleKey, screenTitle }: { titleKey?: RouteTitle; screenTitle?: string }) {
  useRouteTitle(titleKey)
  return <Screen title={screenTitle} />
}

function Screen({ title }: { title?: string }) {
  useDocumentTitle(title)
  return null
}

describe('document title', () => {
  it("is the route's title, formatted as 'Shop - Soko'", () => {
    render(<Route titleKey="shop.title" />)
    expect(document.title).toBe('Shop - Soko')
  })

  it("is the home page's without a route title", () => {
    render(<Route />)
    expect(document.title).toBe("Soko - Africa's Smart Marketplace")
  })

  it("a screen's data-dependent title outranks its route's, which comes back when it goes", () => {
    const { rerender } = render(<Route titleKey="orders.title" />)
    expect(document.title).toBe('My Orders - Soko')
    rerender(<Route titleKey="orders.title" screenTitle="Order SK-7KQ2-M9XD" />)
    expect(document.title).toBe('Order SK-7KQ2-M9XD - Soko')
    rerender(<Route titleKey="orders.title" />)
    expect(document.title).toBe('My Orders - Soko')
  })

  it('follows the language', async () => {
    i18n.addResourceBundle(
      'sw',
      'translation',
      { common: { appName: 'Soko' }, shop: { title: 'Duka' } },
      true,
    )
    render(<Route titleKey="shop.title" />)
    await act(() => i18n.changeLanguage('sw'))
    expect(document.title).toBe('Duka - Soko')
    await act(() => i18n.changeLanguage('en'))
    expect(document.title).toBe('Shop - Soko')
  })
})
