/**
 * "Finance & Accounting" -> "finance_accounting": a job category's key under the categories of the jobs screens
 * and of the billboard in the locale files. The server stores the English name.
 */
export function jobCategoryKey(category: string) {
  return category
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '')
}
