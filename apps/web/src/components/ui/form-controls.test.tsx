import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InputField, SelectField } from './form-controls'

describe('InputField and friends', () => {
  it('a field with an error and a hint: the control is named by its label and described by both', () => {
    render(
      <InputField id="phone" label="Phone" error="Enter a phone number" hint="Kenyan numbers" required />,
    )
    const input = screen.getByRole('textbox', { name: 'Phone' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter a phone number Kenyan numbers')
  })

  it('a field without an error says nothing more than its label', () => {
    render(
      <SelectField id="category" label="Category">
        <option value="">Choose</option>
      </SelectField>,
    )
    const select = screen.getByRole('combobox', { name: 'Category' })
    expect(select).not.toHaveAttribute('aria-invalid')
    expect(select).not.toHaveAttribute('aria-describedby')
  })
})
