import { useLayoutEffect, useReducer, useState, type BaseSyntheticEvent, type ChangeEvent } from 'react'
// Types only: they vanish at build, and react-hook-form stays out of the forms that use this hook.
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form'

// The small part of react-hook-form's useForm that the forms of a first load need (/auth's e-mail form,
// /checkout's details): react-hook-form weighs about 13 KB gzipped, which those routes' budget cannot carry.
// It behaves like useForm({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true }) with a
// resolver: nothing is checked before the first submit; a submit checks every field, shows the errors and
// focuses the first field in error; from then on a change checks again and updates that field's error.
// Forms loaded later keep react-hook-form.

type FieldName<T> = keyof T & string
/** The fields kept as text, which an <input>, <textarea> or <select> holds (`register`). */
type TextFieldName<T> = { [K in FieldName<T>]: T[K] extends string ? K : never }[FieldName<T>]
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface LightFormOptions<TValues extends FieldValues, TOutput> {
  /** Read once, like useForm's: later changes are ignored (reset sets new ones). */
  defaultValues: TValues
  /** react-hook-form's resolver contract: the zod resolvers (lib/lazy-resolver.ts) work unchanged. */
  resolver: Resolver<TValues, unknown, TOutput>
  /** Focus the first field in error (in the page's order) after a refused submit. Default true. */
  shouldFocusError?: boolean
}

export interface LightFormState<TValues extends FieldValues> {
  errors: FieldErrors<TValues>
  isSubmitting: boolean
}

interface ReactSide<TValues extends FieldValues> {
  setErrors: (errors: FieldErrors<TValues>) => void
  setIsSubmitting: (submitting: boolean) => void
  rerender: () => void
}

/** The form's values, errors and fields, kept outside React's state; its methods keep their identity. */
function createLightForm<TValues extends FieldValues, TOutput>(
  initial: LightFormOptions<TValues, TOutput>,
  react: ReactSide<TValues>,
) {
  let options = initial
  let defaults = initial.defaultValues
  let values: TValues = { ...defaults }
  let errors: FieldErrors<TValues> = {}
  let submitted = false
  // Bumped by reset: a validation or a submit that started before it no longer applies.
  let generation = 0
  let focusPending = false
  /** The mounted fields; `text` ones are read from the element, the others hold what onChange gave. */
  const mounted = new Map<FieldName<TValues>, { element: HTMLElement; text: boolean }>()
  const refs = new Map<string, (element: HTMLElement | null) => void>()
  const textChanges = new Map<string, (event: ChangeEvent<TextControl>) => void>()
  const valueChanges = new Map<string, (value: never) => void>()

  const commitErrors = (next: FieldErrors<TValues>) => {
    errors = next
    react.setErrors(next)
  }

  const runResolver = (current: TValues) => {
    const fields = Object.fromEntries(
      [...mounted].map(([name, { element }]) => [name, { name, ref: element, mount: true }]),
    ) as ResolverOptions<TValues>['fields']
    return Promise.resolve(
      options.resolver(current, undefined, {
        criteriaMode: 'firstError',
        fields,
        names: [...mounted.keys()] as ResolverOptions<TValues>['names'],
        shouldUseNativeValidation: false,
      }),
    )
  }

  /** Autofill and password managers normally report through onChange; the elements have the last word. */
  const readTextFields = () => {
    for (const [name, { element, text }] of mounted) {
      if (text && (element as TextControl).value !== values[name]) {
        values = { ...values, [name]: (element as TextControl).value }
      }
    }
  }

  /** After the first submit, a change re-checks the form and updates (only) this field's error. */
  const revalidate = async (name: FieldName<TValues>) => {
    const started = generation
    const checked = values
    let result
    try {
      result = await runResolver(checked)
    } catch {
      return // The rules could not load (offline): the submit will try again.
    }
    if (started !== generation || !Object.is(values[name], checked[name])) return
    const error = result.errors[name]
    if (!error && !errors[name]) return
    const next = { ...errors }
    if (error) next[name] = error
    else delete next[name]
    commitErrors(next)
  }

  const setFieldValue = (name: FieldName<TValues>, value: unknown) => {
    values = { ...values, [name]: value }
    if (submitted) void revalidate(name)
  }

  const refFor = (name: FieldName<TValues>, text: boolean) => {
    let ref = refs.get(name)
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (!element) {
          mounted.delete(name)
          return
        }
        mounted.set(name, { element, text })
        // A field shown again shows what it held before it was hidden, like react-hook-form's.
        if (text && (element as TextControl).value !== values[name]) {
          ;(element as TextControl).value = values[name]
        }
      }
      refs.set(name, ref)
    }
    return ref
  }

  return {
    setOptions(next: LightFormOptions<TValues, TOutput>) {
      options = next
    },

    /** Focuses the first field in error once the errors of a refused submit are on the page. */
    focusPendingError() {
      if (!focusPending) return
      focusPending = false
      const inError = [...mounted]
        .filter(([name, { element }]) => errors[name] && element.isConnected)
        .map(([, { element }]) => element)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      inError[0]?.focus()
    },

    /** For an uncontrolled <input>, <textarea> or <select>: spread into it. */
    register<K extends TextFieldName<TValues>>(name: K) {
      let onChange = textChanges.get(name)
      if (!onChange) {
        onChange = (event: ChangeEvent<TextControl>) => setFieldValue(name, event.target.value)
        textChanges.set(name, onChange)
      }
      return {
        name,
        defaultValue: defaults[name] as string,
        ref: refFor(name, true),
        onChange,
      }
    },

    /** For a component that takes its value and reports a new one (a checkbox's `checked`). */
    registerControlled<K extends FieldName<TValues>>(name: K) {
      let onChange = valueChanges.get(name)
      if (!onChange) {
        onChange = (value: TValues[K]) => {
          setFieldValue(name, value)
          react.rerender()
        }
        valueChanges.set(name, onChange as (value: never) => void)
      }
      return {
        name,
        value: values[name],
        ref: refFor(name, false),
        onChange: onChange as (value: TValues[K]) => void,
      }
    },

    /**
     * The form's onSubmit: checks the values with the resolver; hands what it returns to `onValid`, or shows
     * the errors and focuses the first field in error. `isSubmitting` holds until `onValid` has finished.
     */
    handleSubmit(onValid: (values: TOutput) => unknown) {
      return async (event?: BaseSyntheticEvent) => {
        event?.preventDefault()
        readTextFields()
        const started = generation
        react.setIsSubmitting(true)
        let result
        try {
          result = await runResolver(values)
        } catch (error) {
          if (started === generation) react.setIsSubmitting(false)
          throw error
        }
        if (started !== generation) return
        let failure: { error: unknown } | undefined
        if (Object.keys(result.errors).length === 0) {
          commitErrors({})
          try {
            await onValid(result.values as TOutput)
          } catch (error) {
            failure = { error }
          }
        } else {
          focusPending = options.shouldFocusError ?? true
          commitErrors(result.errors)
        }
        // A reset during onValid (a form cleared after success) has already settled the state.
        if (started === generation) {
          submitted = true
          react.setIsSubmitting(false)
        }
        if (failure) throw failure.error
      }
    },

    /** New values (by default the current defaults), which become the defaults; no errors, not submitted. */
    reset(next: TValues = defaults) {
      generation += 1
      defaults = next
      values = { ...next }
      submitted = false
      focusPending = false
      for (const [name, { element, text }] of mounted) {
        if (text) (element as TextControl).value = values[name]
      }
      commitErrors({})
      react.setIsSubmitting(false)
      react.rerender()
    },

    getValues: (() => {
      function getValues(): TValues
      function getValues<K extends FieldName<TValues>>(name: K): TValues[K]
      function getValues(name?: FieldName<TValues>) {
        readTextFields()
        return name === undefined ? values : values[name]
      }
      return getValues
    })(),

    /** An error from elsewhere (the server's answer), shown until the field changes after a submit. */
    setError(name: FieldName<TValues>, error: { type: string; message: string }) {
      commitErrors({ ...errors, [name]: { ...error, ref: mounted.get(name)?.element } as FieldError })
    },
  }
}

/**
 * A form of uncontrolled fields checked by a resolver, with react-hook-form's names: `register`,
 * `handleSubmit`, `formState.errors` and `formState.isSubmitting`, `reset`, `getValues`, `setError`
 * (and `registerControlled` where useForm would need a Controller).
 */
export function useLightForm<TValues extends FieldValues, TOutput = TValues>(
  options: LightFormOptions<TValues, TOutput>,
) {
  const [errors, setErrors] = useState<FieldErrors<TValues>>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const [form] = useState(() => createLightForm(options, { setErrors, setIsSubmitting, rerender }))
  // The resolver may be a new function every render (one that reads the form's current mode).
  useLayoutEffect(() => form.setOptions(options))
  useLayoutEffect(() => form.focusPendingError(), [form, errors])
  const formState: LightFormState<TValues> = { errors, isSubmitting }
  const { register, registerControlled, handleSubmit, reset, getValues, setError } = form
  return { register, registerControlled, handleSubmit, reset, getValues, setError, formState }
}
