import type { RaRecord } from 'react-admin';

/** What every field and grid cell shows for a missing value. */
export const EMPTY = '—';

/** Row click navigates to the details; a link or button inside the row must not. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** ` USDT` when the record names the amount's currency in `currencySource`, else nothing. */
export const currencySuffix = (record: RaRecord, currencySource: string | undefined): string => {
  const currency = currencySource ? (record[currencySource] as string | undefined) : undefined;
  return currency ? ` ${currency}` : '';
};
