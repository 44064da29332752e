import { PLACE_QUERY_MIN } from '@soko/shared/rides/rides.constants'
import { MapPin } from 'lucide-react'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { cn } from '@/lib/utils'
import { usePlaces } from '../api/search-places'
import type { Place, PlaceInput } from '../ride-types'

/** Typing waits this long before asking for places. */
export const PLACE_DEBOUNCE_MS = 200

export interface PlaceComboboxProps {
  label: string
  placeholder: string
  /** The chosen place; null while the text matches none. */
  value: PlaceInput | null
  onChange: (place: PlaceInput | null) => void
  /** A button beside the input (use my location). */
  action?: ReactNode
}

/**
 * A type-ahead over the places API, as an ARIA combobox (WAI-ARIA APG "list autocomplete"): arrow keys move
 * through the suggestions, Enter chooses, Escape closes; typing again forgets the chosen place.
 */
export function PlaceCombobox({ label, placeholder, value, onChange, action }: PlaceComboboxProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState(value?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // A place set from outside (use my location, a retry) shows its name.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (value) setText(value.name)
  }

  const typed = useDebouncedValue(text, PLACE_DEBOUNCE_MS)
  const searching = open && typed.trim().length >= PLACE_QUERY_MIN && typed !== value?.name
  const query = usePlaces(searching ? typed : '')
  const places = searching ? (query.data?.places ?? []) : []
  const expanded = searching && (places.length > 0 || (!query.isFetching && query.isSuccess))

  function choose(place: Place) {
    onChange({ name: place.name, lat: place.lat, lng: place.lng })
    setText(place.name)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (places.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + places.length) % places.length)
    } else if (event.key === 'Enter') {
      const place = places[active]
      if (expanded && place) {
        event.preventDefault()
        choose(place)
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const activePlace = expanded ? places[active] : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <MapPin
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activePlace ? `${listId}-${activePlace.id}` : undefined}
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            className="h-11 pl-9"
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
              setActive(-1)
              if (value) onChange(null)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
          >
            {places.map((place, index) => (
              <li
                key={place.id}
                id={`${listId}-${place.id}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5',
                  index === active ? 'bg-accent/20' : 'hover:bg-muted',
                )}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span className="font-medium">{place.name}</span>
                <span className="text-xs text-muted-foreground">{place.area}</span>
              </li>
            ))}
            {places.length === 0 && (
              <li
                role="option"
                aria-selected={false}
                aria-disabled
                className="px-3 py-2 text-sm text-muted-foreground"
              >
                {t('rides.plan.noPlaces')}
              </li>
            )}
          </ul>
        </div>
        {action}
      </div>
    </div>
  )
}
