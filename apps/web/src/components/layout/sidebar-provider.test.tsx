import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SidebarProvider, useSidebar } from './sidebar-provider'

function Probe() {
  const { open } = useSidebar()
  return <output data-testid="state">{open ? 'open' : 'collapsed'}</output>
}

function clearSidebarCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0'
}

afterEach(clearSidebarCookie)

describe('SidebarProvider', () => {
  it('starts open on a first visit', () => {
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    )
    expect(screen.getByTestId('state')).toHaveTextContent('open')
  })

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/'
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    )
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed')
  })

  it('toggles on Ctrl+B and Cmd+B and saves the state in the cookie', () => {
    render(
      <SidebarProvider>
        <Probe />
      </SidebarProvider>,
    )
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed')
    expect(document.cookie).toContain('sidebar_state=false')
    fireEvent.keyDown(window, { key: 'b', metaKey: true })
    expect(screen.getByTestId('state')).toHaveTextContent('open')
    expect(document.cookie).toContain('sidebar_state=true')
  })
})
