import { Clock, Search, TrendingUp } from '@/components/ui/shell-icons'
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { cn } from '@/lib/utils'
import { popularSearchKeys } from '../recent-searches'
import { searchDestination } from '../search-destination'
import { useRecentSearches } from '../use-recent-searches'

interface Suggestion {
  kind: 'recent' | 'popular'
  term: string
}

/** The header search: a combobox whose pop-up lists recent and popular searches. */
export function SearchBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { recent, add, clear } = useRecentSearches()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const recentListId = `${id}-recent`
  const popularListId = `${id}-popular`
  const optionId = (index: number) => `${id}-option-${index}`

  const suggestions: Suggestion[] = [
    ...recent.map((term) => ({ kind: 'recent' as const, term })),
    ...popularSearchKeys.map((key) => ({ kind: 'popular' as const, term: t(`search.popularTerms.${key}`) })),
  ]
  const recentCount = recent.length

  function close() {
    setOpen(false)
    setActiveIndex(-1)
  }

  function search(term: string) {
    const destination = searchDestination(pathname, term)
    if (!destination) return
    add(term)
    setQuery(term.trim())
    close()
    void navigate(destination)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const active = suggestions[activeIndex]
    search(open && active ? active.term : query)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Positions run -1 (the typed text) to count - 1, wrapping at both ends.
      setActiveIndex((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close()
  }

  const listsIds = [recentCount > 0 ? recentListId : null, popularListId].filter(Boolean).join(' ')

  return (
    <form role="search" onSubmit={onSubmit} onBlur={onBlur} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listsIds}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActiveIndex(-1)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-input bg-muted/50 pr-4 pl-9 text-sm placeholder:text-muted-foreground focus-visible:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
      />
      {open && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 rounded-xl border bg-popover p-2 text-popover-foreground shadow-lg">
          {recentCount > 0 && (
            <div className="pb-2">
              <div className="flex items-center justify-between px-2">
                <p id={`${recentListId}-label`} className="text-xs font-semibold text-muted-foreground">
                  {t('search.recent')}
                </p>
                <button
                  type="button"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    clear()
                    setActiveIndex(-1)
                    inputRef.current?.focus()
                  }}
                  className="min-h-11 rounded-md px-2 text-xs font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t('search.clear')}
                </button>
              </div>
              <SuggestionList
                id={recentListId}
                labelId={`${recentListId}-label`}
                items={suggestions.slice(0, recentCount)}
                offset={0}
                activeIndex={activeIndex}
                optionId={optionId}
                onPick={search}
              />
            </div>
          )}
          <div className={cn(recentCount > 0 && 'border-t pt-2')}>
            <p
              id={`${popularListId}-label`}
              className="flex min-h-8 items-center px-2 text-xs font-semibold text-muted-foreground"
            >
              {t('search.popular')}
            </p>
            <SuggestionList
              id={popularListId}
              labelId={`${popularListId}-label`}
              items={suggestions.slice(recentCount)}
              offset={recentCount}
              activeIndex={activeIndex}
              optionId={optionId}
              onPick={search}
            />
          </div>
        </div>
      )}
    </form>
  )
}

function SuggestionList({
  id,
  labelId,
  items,
  offset,
  activeIndex,
  optionId,
  onPick,
}: {
  id: string
  labelId: string
  items: Suggestion[]
  offset: number
  activeIndex: number
  optionId: (index: number) => string
  onPick: (term: string) => void
}) {
  return (
    <ul id={id} role="listbox" aria-labelledby={labelId}>
      {items.map((item, position) => {
        const index = offset + position
        const Icon = item.kind === 'recent' ? Clock : TrendingUp
        return (
          <li
            key={`${item.kind}-${item.term}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item.term)}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-muted aria-selected:bg-muted"
          >
            <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{item.term}</span>
          </li>
        )
      })}
    </ul>
  )
}
