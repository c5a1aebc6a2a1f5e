import { IconButton, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext } from 'react-admin';
import { texts } from '../../messages/catalogue';
import { CopyButton } from './CopyButton';
import { Hint } from './Hint';
import type { FieldSchema } from '../types';
import { explorerUrl } from './explorers';
import { formatCryptoAmount, formatPercent, shortenMiddle } from './format';
import { currencySuffix, EMPTY, stopRowClick } from './fieldBasics';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A decimal string amount, with its asset when `currencySource` is set. */
export function CryptoAmountField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span style={numeric}>
      {formatCryptoAmount(record[field.source] as string | null, field.decimals)}
      {currencySuffix(record, field.currencySource)}
    </span>
  );
}

export function PercentField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <span style={numeric}>{formatPercent(record[field.source] as string | number)}</span>;
}

/**
 * An address or a transaction hash: shortened (the full value in the tooltip and for screen
 * readers) unless `whole`, a copy button, and a link to the network's explorer when the network is known.
 */
export function ChainValueField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  const value = record?.[field.source] as string | null | undefined;
  if (!record) return null;
  if (!value) return <span>{EMPTY}</span>;
  const network =
    field.network ?? (field.networkSource ? (record[field.networkSource] as string) : undefined);
  const href = explorerUrl(network, field.type === 'txHash' ? 'tx' : 'address', value);
  const message = field.copy?.message ?? texts.wallet.copiedToClipboard;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} onClick={stopRowClick}>
      {field.whole ? (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {value}
        </Typography>
      ) : (
        <Hint title={value}>
          <Typography
            component="span"
            variant="body2"
            aria-label={value}
            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {shortenMiddle(value)}
          </Typography>
        </Hint>
      )}
      <CopyButton
        size="small"
        label={field.copy?.name?.(record) ?? `Copy ${field.label.toLowerCase()}`}
        value={value}
        message={message}
        ms={field.copy?.ms}
      />
      {href ? (
        <IconButton
          size="small"
          component={Link}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${field.label.toLowerCase()} in the explorer`}
        >
          <OpenInNewIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </Stack>
  );
}
