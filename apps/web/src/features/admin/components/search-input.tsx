import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/**
 * The section's search box; the term lives in the URL (?search=), written 300 ms after the last key so
 * typing does not flood the history or the server.
 */
export function useSearchTerm() {
  const [params] = useSearchParams()
  return params.get('search') ?? ''
}

export function SearchInput({ label, placeholder }: { label: string; placeholder: string }) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const urlValue = params.get('search') ?? ''
  const [value, setValue] = useState(urlValue)
  const debounced = useDebouncedValue(value.trim(), 300)

  useEffect(() => {
    if (debounced === urlValue) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (debounced) next.set('search', debounced)
        else next.delete('search')
        return next
      },
      { replace: true },
    )
    // Only the typed value drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        className="pl-9"
      />
    </div>
  )
}
