import type { CallEndpoint } from '../../../dataProvider';
import type { DashboardData } from '../../../contracts/dashboard';

/** Spec section 8 has no default for the dashboard call; this one says what failed, in the same voice. */
export const DASHBOARD_FAILED = 'Get Dashboard Data failed!';

export const DASHBOARD_QUERY_KEY = ['shell', 'dashboard'] as const;

/** Sent with `dataProvider.call(dashboardEndpoint, undefined, { signal })`. */
export const dashboardEndpoint: CallEndpoint<void, DashboardData> = {
  method: 'GET',
  path: '/admin/dashboardData',
  errorMessage: DASHBOARD_FAILED,
};

/** react-admin's list URL with a filter: /admin/kyc?filter={"status":"pending"}. */
export function filteredListUrl(listPath: string, filter: Record<string, unknown>): string {
  return `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/** Today's local date as YYYY-MM-DD (the grids' date-range filters take dates). */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const toNumber = (value: string | number | undefined | null): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
