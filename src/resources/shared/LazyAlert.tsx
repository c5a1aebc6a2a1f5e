import { lazy, Suspense } from 'react';
import type { NoticeAlertProps } from './NoticeAlert';

// MUI's Alert with its four severity icons (~2 kB gzip): the shell and the dashboard show one
// only when something is wrong (a failed load, an account awaiting activation, a refused
// screen), so it loads then, not with every first paint.
const NoticeAlert = lazy(() => import('./NoticeAlert'));

/** An Alert (role="alert") of the shell, loaded when it is first shown. */
export function LazyAlert(props: NoticeAlertProps) {
  return (
    <Suspense fallback={null}>
      <NoticeAlert {...props} />
    </Suspense>
  );
}
