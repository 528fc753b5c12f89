import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader receives: loaders prefetch with the same queryOptions the components read. */
export interface RouterContext {
  queryClient: QueryClient
}
