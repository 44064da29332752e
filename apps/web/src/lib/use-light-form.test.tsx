import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { useLightForm } from './use-light-form'

interface Values {
  name: string
  email: string
  terms: boolean
}

const empty: Values = { name: '', email: '', terms: false }

/** Like the forms' zod resolvers: one message per field, and the cleaned values when all is well. */
const resolver: Resolver<Values> = async (values) => {
  await Promise.resolve() // the real ones are loaded lazily: never synchronous
  const errors: FieldErrors<Values> = {}
  if (!values.name.trim()) errors.name = { type: 'required', message: 'Name is required' }
  if (!/^\S+@\S+$/.test(values.email)) errors.email = { type: 'format', message: 'Email is invalid' }
  if (!values.terms) errors.terms = { type: 'required', message: 'Accept the terms' }
  if (Object.keys(errors).length > 0) return { values: {}, errors }
  return { values: { ...values, name: values.name.trim() }, errors: {} }
}

function TestForm({
  onValid,
  defaultValues = empty,
}: {
  onValid: (values: Values) => unknown
  defaultValues?: Values
}) {
  const { register, registerControlled, handleSubmit, formState, reset, setError } = useLightForm<Values>({
    defaultValues,
    resolver,
  })
  const { errors, isSubmitting } = formState
  const terms = registerControlled('terms')
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} aria-invalid={errors.name ? true : undefined} />
      {errors.name && <p>{errors.name.message}</p>}
      <label htmlFor="email">Email</label>
      <input id="email" {...register('email')} />
      {errors.email && <p>{errors.email.message}</p>}
      <label>
        <input
          type="checkbox"
          ref={terms.ref}
          name={terms.name}
          checked={terms.value}
          onChange={(event) => terms.onChange(event.target.checked)}
        />
        Terms
      </label>
      {errors.terms && <p>{errors.terms.message}</p>}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving' : 'Save'}
      </button>
      <button type="button" onClick={() => reset(empty)}>
        Clear
      </button>
      <button type="button" onClick={() => setError('email', { type: 'server', message: 'Email is taken' })}>
        Server says
      </button>
    </form>
  )
}

const name = () => screen.getByLabelText('Name')
const email = () => screen.getByLabelText('Email')
const terms = () => screen.getByRole('checkbox', { name: 'Terms' })
const save = () => screen.getByRole('button', { name: 'Save' })

describe('useLightForm', () => {
  it('checks nothing before the first submit, then shows every error and focuses the first field in error', async () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    await userEvent.type(email(), 'amina')
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument()

    await userEvent.type(name(), 'Amina')
    await userEvent.click(save())
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()
    expect(screen.getByText('Accept the terms')).toBeInTheDocument()
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    // The first in the page's order, not the first in the resolver's answer.
    await waitFor(() => expect(email()).toHaveFocus())
    expect(onValid).not.toHaveBeenCalled()
  })

  it('after a submit, a change checks again: a fixed field loses its error, a broken one gets it back', async () => {
    render(<TestForm onValid={vi.fn()} />)
    await userEvent.click(save())
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    await waitFor(() => expect(name()).toHaveFocus())

    await userEvent.type(name(), 'Amina')
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument())
    // Only the changed field's error moves: the others stay as the submit left them.
    expect(screen.getByText('Email is invalid')).toBeInTheDocument()
    expect(screen.getByText('Accept the terms')).toBeInTheDocument()

    await userEvent.click(terms())
    await waitFor(() => expect(screen.queryByText('Accept the terms')).not.toBeInTheDocument())

    await userEvent.clear(name())
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
  })

  it("hands the resolver's values to onValid and is submitting until onValid has finished", async () => {
    let finish: () => void = () => {}
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<TestForm onValid={onValid} />)
    await userEvent.type(name(), '  Amina Otieno ')
    await userEvent.type(email(), 'amina@example.com')
    await userEvent.click(terms())
    await userEvent.click(save())
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeDisabled()
    expect(onValid).toHaveBeenCalledWith({ name: 'Amina Otieno', email: 'amina@example.com', terms: true })
    finish()
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('starts from the default values and validates fields the page does not show with them', async () => {
    const onValid = vi.fn()
    render(
      <TestForm
        onValid={onValid}
        defaultValues={{ name: 'Amina', email: 'amina@example.com', terms: true }}
      />,
    )
    expect(name()).toHaveValue('Amina')
    expect(terms()).toBeChecked()
    await userEvent.click(save())
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Amina', email: 'amina@example.com', terms: true }),
    )
  })

  it('reset sets new values, clears the errors, and nothing is checked again until the next submit', async () => {
    render(<TestForm onValid={vi.fn()} />)
    await userEvent.type(name(), 'Amina')
    await userEvent.click(terms())
    await userEvent.click(save())
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument())
    expect(name()).toHaveValue('')
    expect(terms()).not.toBeChecked()
    await userEvent.type(email(), 'x')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument()
  })

  it("shows an error set from elsewhere (the server's) until the field changes after a submit", async () => {
    render(<TestForm onValid={vi.fn()} defaultValues={{ name: 'Amina', email: 'a@b.co', terms: true }} />)
    await userEvent.click(save())
    await userEvent.click(screen.getByRole('button', { name: 'Server says' }))
    expect(await screen.findByText('Email is taken')).toBeInTheDocument()
    await userEvent.type(email(), 'm')
    await waitFor(() => expect(screen.queryByText('Email is taken')).not.toBeInTheDocument())
  })
})
