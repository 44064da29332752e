import type { ComponentProps, ReactNode } from 'react'
import { fieldControlProps, FormField } from './form-field'
import { Input } from './input'
import { NativeSelect } from './native-select'
import { Textarea } from './textarea'

// A FormField with its control wired in: the label points at the control, and the control at its error and
// hint (fieldControlProps). Spread a react-hook-form registration into it like into the bare control.

interface FieldParts {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** For the field's wrapper. */
  className?: string
}

type Tag = 'input' | 'textarea' | 'select'
export type FieldProps<T extends Tag> = FieldParts & Omit<ComponentProps<T>, 'id' | 'className'>

function fieldOf<T extends Tag>(Control: (props: ComponentProps<T>) => ReactNode) {
  return function Field({ id, label, error, hint, className, ...props }: FieldProps<T>) {
    // The rest is the control's own props: FieldProps<T> less the field's parts.
    const control = props as ComponentProps<T>
    return (
      <FormField id={id} label={label} error={error} hint={hint} className={className}>
        <Control {...control} {...fieldControlProps(id, error, Boolean(hint))} />
      </FormField>
    )
  }
}

export const InputField = fieldOf<'input'>(Input)
export const TextareaField = fieldOf<'textarea'>(Textarea)
export const SelectField = fieldOf<'select'>(NativeSelect)

/** Checkboxes in a grid, one per option, each labelled by its text. */
export function CheckboxGrid({
  options,
  className,
  checkboxClassName = 'size-5 shrink-0 accent-primary',
  checkedValues,
  ...props
}: {
  options: readonly { value: string; label: ReactNode }[]
  className: string
  checkboxClassName?: string
  /** The values ticked at first (uncontrolled), so a server's render shows them. */
  checkedValues?: readonly string[]
} & Omit<ComponentProps<'input'>, 'type' | 'value' | 'className' | 'defaultChecked'>) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm">
          <input
            {...props}
            type="checkbox"
            value={option.value}
            defaultChecked={checkedValues?.includes(option.value)}
            className={checkboxClassName}
          />
          {option.label}
        </label>
      ))}
    </div>
  )
}
