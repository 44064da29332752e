/** The root of every catalogue query (lists, a product, categories): one key to refresh them all. */
export const productsQueryKey = ['products'] as const
