/**
 * "Finance & Accounting" -> "finance_accounting": a job category's key in the locale files (the jobs screens'
 * `jobs.categories` and the billboard's `billboard.jobCategories`). The server stores the English name.
 */
export function jobCategoryKey(category: string) {
  return category
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '')
}
