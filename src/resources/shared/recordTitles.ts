import type { RaRecord } from 'react-admin';
import { formatCryptoAmount } from './format';

/** A money movement's page title: "1,919.83 USDT withdrawal" (its amount, asset and kind). */
export const amountTitle =
  (noun: string) =>
  (record: RaRecord): string =>
    `${formatCryptoAmount(record.amount)} ${record.asset ?? ''} ${noun}`;
