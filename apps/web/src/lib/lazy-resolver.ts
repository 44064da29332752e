import type { FieldValues, Resolver } from 'react-hook-form'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver, typed by the caller
type AnyResolver = Resolver<any, any, any>

export type LazyResolver<R extends AnyResolver> = R & {
  /** Starts the download; forms call it when the reader first enters them, well before the first submit. */
  preload(): Promise<unknown>
}

/**
 * A react-hook-form resolver whose zod schema (and zod, about 25 KB) downloads when the reader first focuses
 * the form instead of before the page renders (decision 007); validation waits for it if it has not arrived.
 */
export function lazyResolver<R extends AnyResolver>(load: () => Promise<R>): LazyResolver<R> {
  let loading: Promise<R> | undefined
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver = (async (values: FieldValues, context: unknown, options: never) =>
    (await get())(values, context, options)) as unknown as R
  return Object.assign(resolver, { preload: () => get() })
}
