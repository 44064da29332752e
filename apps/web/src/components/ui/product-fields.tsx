import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useProductCategoryLabel } from '@/lib/product-category'
import { InputField, SelectField, TextareaField } from './form-controls'

type ProductField = 'name' | 'description' | 'price' | 'stock' | 'category' | 'image'

/**
 * A product's fields (spec 001 section 5): name, description, price (step 0.01), stock (whole numbers),
 * category and image URL. Each control comes registered from the caller's form, with its label and error;
 * `children` adds fields to the price and stock grid. Ids are `${idPrefix}-name` and so on.
 */
export function ProductFields({
  idPrefix,
  labels,
  controls,
  errors,
  categories,
  descriptionMaxLength,
  children,
}: {
  idPrefix: string
  labels: Record<ProductField, string> & { selectCategory: string }
  controls: Record<ProductField, UseFormRegisterReturn>
  errors: Partial<Record<ProductField, string>>
  categories: readonly string[]
  descriptionMaxLength?: number
  children?: ReactNode
}) {
  const categoryLabel = useProductCategoryLabel()
  const id = (name: ProductField) => `${idPrefix}-${name}`
  return (
    <>
      <InputField {...controls.name} id={id('name')} label={labels.name} error={errors.name} required />
      <TextareaField
        {...controls.description}
        id={id('description')}
        label={labels.description}
        error={errors.description}
        rows={3}
        maxLength={descriptionMaxLength}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          {...controls.price}
          id={id('price')}
          label={labels.price}
          error={errors.price}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
        />
        <InputField
          {...controls.stock}
          id={id('stock')}
          label={labels.stock}
          error={errors.stock}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          required
        />
        <SelectField
          {...controls.category}
          id={id('category')}
          label={labels.category}
          error={errors.category}
        >
          <option value="">{labels.selectCategory}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        {children}
      </div>
      <InputField
        {...controls.image}
        id={id('image')}
        label={labels.image}
        error={errors.image}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
    </>
  )
}
