import { QueryClient } from '@tanstack/react-query';

/**
 * Retry policy (issue #2): a 4xx is the server's answer and is never retried; a network error
 * (status 0), a timeout or a 5xx is retried at most once. react-admin's default (3 retries)
 * would download a failing whole list four times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = statusOf(error);
  return status === undefined || status === 0 || status >= 500;
}

/** The QueryClient to pass to `<Admin queryClient={...}>` (and to tests). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 500,
        // Spares refetches on remount. Whole lists are cached here too, under their own key,
        // with their own staleTime (see wholeListCache.ts).
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
      // Mutations move money and change security: never sent twice by the client.
      mutations: { retry: false },
    },
  });
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
