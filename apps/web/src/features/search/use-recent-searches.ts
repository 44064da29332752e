import { useCallback, useState } from 'react'
import { addRecentSearch, loadRecentSearches, saveRecentSearches } from './recent-searches'

export function useRecentSearches() {
  const [recent, setRecent] = useState(loadRecentSearches)

  const add = useCallback((term: string) => {
    setRecent((current) => {
      const next = addRecentSearch(current, term)
      saveRecentSearches(next)
      return next
    })
  }, [])

  const clear = useCallback(() => {
    saveRecentSearches([])
    setRecent([])
  }, [])

  return { recent, add, clear }
}
