import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogEntry } from '../../resources/catalog';
import { loadSchemaProvider } from '../../resources/catalogDataProvider';
import { preloadList, preloadListEngine } from '../../resources/lazyScreens';
import { whenIdle } from '../../resources/shared/whenIdle';

/** After `ms`, once the browser is idle, with no deadline: a busy page is never pushed. */
function idleAfter(ms: number, run: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => (cancelIdle = whenIdle(run, 0)), ms);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * Once the first screen is idle with none of the admin's requests under way, the grid engine
 * every list shares, the provider behind its calls and each menu entry's list screen (its schema,
 * which is small, over the engine) load, one at a time. Not every screen's code: an earlier
 * version loaded each custom page too, and its downloads held the next screens' under load.
 * A menu click then renders its grid at once, without suspending (a suspension shows the loading
 * screen, and React holds the grid until 300 ms after it), and its first page leaves at the
 * press: a dynamic import, even of a module already here, resolves only after the click's render.
 */
export function useWarmListEngine(paths: readonly string[]): void {
  const queryClient = useQueryClient();
  const joined = paths.join('\n'); // by value: the role's menu is built again on every render
  useEffect(() => {
    if (!import.meta.env.PROD) return; // the dev server transforms on demand: nothing to gain
    const entries = joined.split('\n').flatMap((path) => catalogEntry(path) ?? []);
    const steps: (() => Promise<unknown>)[] = [
      () => Promise.all([preloadListEngine(), loadSchemaProvider()]),
      ...entries.map((entry) => () => preloadList(entry)),
    ];
    let cancel = () => {};
    let stopped = false;
    const next = (index: number, wait: number) => {
      if (stopped || index >= steps.length) return;
      cancel = idleAfter(wait, () => {
        if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) return next(index, 500);
        void steps[index]()
          .catch(() => undefined) // the screen's own load reports a failure
          .then(() => next(index + 1, 0));
      });
    };
    next(0, 300);
    return () => {
      stopped = true;
      cancel();
    };
  }, [joined, queryClient]);
}
