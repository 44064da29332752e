import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { recentSearchesStorageKey } from '../recent-searches'
import { SearchBox } from './search-box'

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname + location.search}</output>
}

function renderSearch(start = '/') {
  const element = (
    <>
      <SearchBox />
      <Where />
    </>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [start] })
  render(<RouterProvider router={router} />)
  return screen.getByRole('combobox', { name: 'Search' })
}

const recentOptions = () =>
  screen.getByRole('listbox', { name: 'Recent Searches' }).querySelectorAll('[role="option"]')

describe('SearchBox', () => {
  it('lists recent and popular searches on focus, and Escape closes the list', async () => {
    const input = renderSearch()
    expect(input).toHaveAttribute('placeholder', 'Search products, properties, rides, services...')
    await userEvent.click(input)
    expect([...recentOptions()].map((option) => option.textContent)).toEqual([
      'Samsung Galaxy',
      'Nike shoes',
      'Apartments in Kilimani',
      'Boda boda ride',
    ])
    const popular = screen.getByRole('listbox', { name: 'Popular Searches' })
    expect(popular).toHaveTextContent('SmartphonesFashionHouses for rentEvent tickets')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('searches the section on Enter and remembers the term first', async () => {
    const input = renderSearch('/rides')
    await userEvent.type(input, 'Westlands{Enter}')
    expect(screen.getByTestId('where')).toHaveTextContent('/rides?search=Westlands')
    await userEvent.click(input)
    expect(recentOptions()[0]).toHaveTextContent('Westlands')
  })

  it('searches a suggestion picked with the arrow keys', async () => {
    const input = renderSearch()
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByTestId('where')).toHaveTextContent('/products?search=Nike%20shoes')
  })

  it('searches a clicked popular term', async () => {
    renderSearch('/real-estate')
    await userEvent.click(screen.getByRole('combobox'))
    await userEvent.click(screen.getByRole('option', { name: 'Houses for rent' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/real-estate?search=Houses%20for%20rent')
  })

  it('Clear empties the recent searches for good', async () => {
    const input = renderSearch()
    await userEvent.click(input)
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('listbox', { name: 'Recent Searches' })).not.toBeInTheDocument()
    expect(screen.getByRole('listbox', { name: 'Popular Searches' })).toBeInTheDocument()
    expect(window.localStorage.getItem(recentSearchesStorageKey)).toBe('[]')
  })

  it('ignores a blank search', async () => {
    const input = renderSearch('/shop')
    await userEvent.type(input, '   {Enter}')
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/shop$/)
  })
})
