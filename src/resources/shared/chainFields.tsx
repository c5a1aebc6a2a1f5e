import { IconButton, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext, type RaRecord } from 'react-admin';
import { texts } from '../../messages/catalogue';
import { CellCopyButton, CopyButton } from './CopyButton';
import { Hint } from './Hint';
import type { FieldSchema } from '../types';
import { explorerUrl } from './explorers';
import { formatCryptoAmount, formatPercent, shortenMiddle } from './format';
import { currencySuffix, EMPTY, stopRowClick } from './fieldBasics';
import { LEAN_COPY, TYPOGRAPHY_CLASS } from './gridStyles';

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

/** What an address or hash cell shows and links, shared by the field and the grid's cell. */
function chainValueOf(field: FieldSchema, record: RaRecord) {
  const value = record[field.source] as string | null | undefined;
  if (!value) return null;
  const network =
    field.network ?? (field.networkSource ? (record[field.networkSource] as string) : undefined);
  return {
    value,
    href: explorerUrl(network, field.type === 'txHash' ? 'tx' : 'address', value),
    copyLabel: field.copy?.name?.(record) ?? `Copy ${field.label.toLowerCase()}`,
    copied: field.copy?.message ?? texts.wallet.copiedToClipboard,
    explorerLabel: `Open ${field.label.toLowerCase()} in the explorer`,
  };
}

/**
 * An address or a transaction hash: shortened (the full value in the tooltip and for screen
 * readers) unless `whole`, a copy button, and a link to the network's explorer when the network is known.
 */
export function ChainValueField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const chain = chainValueOf(field, record);
  if (!chain) return <span>{EMPTY}</span>;
  const { value, href } = chain;
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
        label={chain.copyLabel}
        value={value}
        message={chain.copied}
        ms={field.copy?.ms}
      />
      {href ? (
        <IconButton
          size="small"
          component={Link}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chain.explorerLabel}
        >
          <OpenInNewIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </Stack>
  );
}

/**
 * ChainValueField in a grid's cell: the same value, hint, copy button and explorer link as the
 * grid's own markup with MUI's classes, styled once by the grid (gridStyles.ts). The field's
 * Stack, Typography, two IconButtons and two icons are ~20 components with their emotion styles,
 * twice a row where a grid shows an address and a hash (withdrawals, deposits).
 */
export function ChainValueCell({ field, record }: { field: FieldSchema; record: RaRecord }) {
  const chain = chainValueOf(field, record);
  if (!chain) return <span>{EMPTY}</span>;
  const { value, href } = chain;
  return (
    // Not a control: it keeps a click on the copy button or the link from opening the row.
    <span style={CHAIN} onClick={stopRowClick} role="presentation">
      {field.whole ? (
        <span className={TYPOGRAPHY_CLASS} style={WHOLE}>
          {value}
        </span>
      ) : (
        <Hint title={value}>
          <span className={TYPOGRAPHY_CLASS} aria-label={value} style={SHORT}>
            {shortenMiddle(value)}
          </span>
        </Hint>
      )}
      <CellCopyButton label={chain.copyLabel} value={value} message={chain.copied} />
      {href ? (
        <a
          className={`MuiButtonBase-root MuiIconButton-root MuiIconButton-sizeSmall ${LEAN_COPY}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chain.explorerLabel}
        >
          <svg
            className="MuiSvgIcon-root MuiSvgIcon-fontSizeInherit"
            focusable="false"
            aria-hidden="true"
            viewBox="0 0 24 24"
          >
            <path d={OPEN_IN_NEW_ICON} />
          </svg>
        </a>
      ) : null}
    </span>
  );
}

/** The field's Stack (spacing 0.5 of the theme's 8 px) and Typography styles, in pixels. */
const CHAIN = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;
const WHOLE = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;
const SHORT = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;
// MUI's OpenInNew icon (@mui/icons-material).
const OPEN_IN_NEW_ICON =
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z';
