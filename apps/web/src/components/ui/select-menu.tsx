import type { DeferredSelectProps } from './deferred-select'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

/** The full Radix select behind DeferredSelect, opened at once because the user just asked for it. */
export default function SelectMenu({
  id,
  value,
  options,
  onValueChange,
  className,
  defaultOpen,
}: DeferredSelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
