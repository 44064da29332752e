import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from './use-debounced-value'

/**
 * A list screen's search box whose term lives in the URL: the box shows what is typed at once (and the screen
 * writes it to the URL at once), while the server query reads `debounced`, which waits `debounceMs`. When the
 * URL's term changes from elsewhere (Clear All Filters, the back button, a shared link), the box follows it;
 * a term the reader typed is not written back over newer typing.
 */
export function useUrlSearchTerm(urlTerm: string, debounceMs: number) {
  const [term, setTerm] = useState(urlTerm)
  const typed = useRef(new Set<string>())
  useEffect(() => {
    if (typed.current.has(urlTerm)) return
    typed.current.clear()
    setTerm(urlTerm)
  }, [urlTerm])
  const debounced = useDebouncedValue(term, debounceMs)
  /** The reader typed (or cleared) the box: call before writing the same term to the URL. */
  function type(value: string) {
    typed.current.add(value)
    setTerm(value)
  }
  return { term, debounced, type }
}
