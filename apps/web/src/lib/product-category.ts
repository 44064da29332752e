import { productCategoryKeys } from '@soko/shared/products/product.constants'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const keys: Readonly<Record<string, string>> = productCategoryKeys

/**
 * A product category as the reader's language names it (issue 20: "Bidhaa · Books" in the Swahili UI). The
 * server stores and filters by the English name; a name outside the spec's list is shown as it is.
 */
export function useProductCategoryLabel() {
  const { t } = useTranslation()
  return useCallback(
    (category: string) => {
      const key = Object.hasOwn(keys, category) ? keys[category] : undefined
      return key ? t(`productCategories.${key}`, { defaultValue: category }) : category
    },
    [t],
  )
}
