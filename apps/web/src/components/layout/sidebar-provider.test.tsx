import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Sidebar } from './sidebar'
import { SidebarProvider, useReplaceSidebar, useSidebar } from './sidebar-provider'
import { SidebarTrigger } from './sidebar-trigger'

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

  it('stands the sidebar, its toggle and Ctrl+B aside while a section brings its own navigation', () => {
    function SectionWithOwnNavigation() {
      useReplaceSidebar()
      return <nav aria-label="Section" />
    }
    // The sidebar's chat entry asks for the unread count (signed out here: it asks nothing).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    function Shell({ inSection }: { inSection: boolean }) {
      return (
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <SidebarProvider>
              <SidebarTrigger />
              <Sidebar />
              <Probe />
              {inSection && <SectionWithOwnNavigation />}
            </SidebarProvider>
          </MemoryRouter>
        </QueryClientProvider>
      )
    }
    const { rerender } = render(<Shell inSection={false} />)
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Toggle Sidebar' })).toBeInTheDocument()

    rerender(<Shell inSection />)
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Section',
    ])
    expect(screen.queryByRole('button', { name: 'Toggle Sidebar' })).not.toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    expect(screen.getByTestId('state')).toHaveTextContent('open')

    rerender(<Shell inSection={false} />)
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument()
  })
})
