import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { ListError } from '@/components/ui/list-states'
import { Spinner } from '@/components/ui/spinner'

interface DashboardGateProps<T> {
  /** The dashboard's first query: the server answers it with the data, or 403 for anyone not allowed in. */
  query: UseQueryResult<T>
  /** Whether the query's error is the server's refusal (the access notice shows instead of an error). */
  isRefused: (error: unknown) => boolean
  refused: ReactNode
  /** Already translated: the dashboard's own locale group names them. */
  texts: { title: string; checking: string; loadFailed: string; retry: string }
  children: (data: T) => ReactNode
}

/**
 * The opening of a provider's dashboard (driver, restaurant, agent, employer): a spinner while the server checks
 * who is asking, the access notice on its refusal, an error with a retry on any other failure, then the
 * dashboard itself.
 */
export function DashboardGate<T>({ query, isRefused, refused, texts, children }: DashboardGateProps<T>) {
  if (query.isPending)
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{texts.title}</h1>
        <div
          role="status"
          className="flex min-h-[40svh] items-center justify-center gap-3 text-muted-foreground"
        >
          <Spinner />
          <span>{texts.checking}</span>
        </div>
      </div>
    )
  if (query.isError) {
    if (isRefused(query.error)) return refused
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold">{texts.title}</h1>
        <Card>
          <ListError
            message={texts.loadFailed}
            retryLabel={texts.retry}
            onRetry={() => void query.refetch()}
          />
        </Card>
      </div>
    )
  }
  return children(query.data as T)
}
